import { Duration, Stack } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, MathExpression, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import {
  CloudWatchDimensionSource,
  ConfigurationSet,
  ConfigurationSetTlsPolicy,
  EmailIdentity,
  MailFromBehaviorOnMxFailure,
  EmailSendingEvent,
  EventDestination,
  Identity,
  SuppressionReasons,
} from 'aws-cdk-lib/aws-ses';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { notify } from './alarms';

/** The CloudWatch dimension the configuration set's events are counted under. */
export const MAIL_METRICS_DIMENSION = 'ConfigurationSet';

/**
 * SES reviews an account at a 5% bounce rate and a 0.1% complaint rate (and may pause sending at
 * 10% and 0.5%): alarm at the review level, while there is time to act.
 */
export const BOUNCE_RATE_ALARM = 0.05;
export const COMPLAINT_RATE_ALARM = 0.001;

export interface MailProps {
  readonly name: string;
  /** The domain of the sender address; SES signs its mail with Easy DKIM. */
  readonly domain: string;
  readonly alarmTopic: ITopic;
}

/** The custom MAIL FROM domain of a sender domain: a subdomain SES answers bounces on. */
export const mailFromDomainOf = (domain: string): string => `bounce.${domain}`;

/**
 * SES for the mail the server sends: a configuration set (reputation metrics, suppression of
 * bounces and complaints, TLS required, every sending event counted in CloudWatch) and the
 * sender's domain identity, which uses it by default. The identity is verified once its DKIM
 * CNAME records (stack outputs) are published. Bounce and complaint rates alarm.
 */
export class Mail extends Construct {
  readonly configurationSet: ConfigurationSet;
  readonly identity: EmailIdentity;
  /** `bounce.<domain>`: the custom MAIL FROM domain. */
  readonly mailFromDomain: string;
  readonly bounceRateAlarm: Alarm;
  readonly complaintRateAlarm: Alarm;

  constructor(scope: Construct, id: string, props: MailProps) {
    super(scope, id);
    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      configurationSetName: props.name,
      reputationMetrics: true,
      sendingEnabled: true,
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
      tlsPolicy: ConfigurationSetTlsPolicy.REQUIRE,
    });
    // Our mails carry no message tag of that name, so every event counts under the default value.
    this.configurationSet.addEventDestination('CloudWatch', {
      destination: EventDestination.cloudWatchDimensions([
        { name: MAIL_METRICS_DIMENSION, source: CloudWatchDimensionSource.MESSAGE_TAG, defaultValue: props.name },
      ]),
      events: [EmailSendingEvent.SEND, EmailSendingEvent.DELIVERY, EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT, EmailSendingEvent.REJECT],
    });
    // A custom MAIL FROM domain: the envelope sender (Return-Path) is ours, so SPF passes aligned with
    // the From domain and DMARC holds on SPF as well as DKIM. Its MX and SPF records: the MailFrom outputs.
    this.mailFromDomain = mailFromDomainOf(props.domain);
    this.identity = new EmailIdentity(this, 'Identity', {
      identity: Identity.domain(props.domain),
      configurationSet: this.configurationSet,
      mailFromDomain: this.mailFromDomain,
      mailFromBehaviorOnMxFailure: MailFromBehaviorOnMxFailure.USE_DEFAULT_VALUE,
    });

    this.bounceRateAlarm = this.rateAlarm('BounceRateAlarm', 'Bounce', BOUNCE_RATE_ALARM, props);
    this.complaintRateAlarm = this.rateAlarm('ComplaintRateAlarm', 'Complaint', COMPLAINT_RATE_ALARM, props);
  }

  /** A count of one sending event of this configuration set (`Send`, `Delivery`, `Bounce`, `Complaint`, `Reject`). */
  metric(event: 'Send' | 'Delivery' | 'Bounce' | 'Complaint' | 'Reject', period = Duration.hours(1)): Metric {
    return new Metric({
      namespace: 'AWS/SES',
      metricName: event,
      dimensionsMap: { [MAIL_METRICS_DIMENSION]: this.configurationSet.configurationSetName },
      statistic: 'Sum',
      period,
    });
  }

  /** Bounces or complaints per mail sent over the last hour. */
  private rateAlarm(id: string, event: 'Bounce' | 'Complaint', threshold: number, props: MailProps): Alarm {
    const alarm = new Alarm(this, id, {
      alarmDescription: `${props.name}: ${event.toLowerCase()} rate of mail at or above ${threshold * 100}% in the last hour (SES reviews the account at this level)`,
      metric: new MathExpression({
        expression: 'IF(sent > 0, FILL(events, 0) / sent, 0)',
        usingMetrics: { events: this.metric(event), sent: this.metric('Send') },
        period: Duration.hours(1),
        label: `${event} rate`,
      }),
      threshold,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    notify(alarm, props.alarmTopic);
    return alarm;
  }

  /**
   * What `ses:SendEmail` is checked against: the identities (every one, because in the SES sandbox
   * the recipient's verified identity is checked too) and the configuration set.
   */
  get sendResourceArns(): string[] {
    const stack = Stack.of(this);
    return [
      stack.formatArn({ service: 'ses', resource: 'identity', resourceName: '*' }),
      stack.formatArn({ service: 'ses', resource: 'configuration-set', resourceName: this.configurationSet.configurationSetName }),
    ];
  }
}
