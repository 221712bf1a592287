import { Stack } from 'aws-cdk-lib';
import { ConfigurationSet, ConfigurationSetTlsPolicy, EmailIdentity, Identity, SuppressionReasons } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';

export interface MailProps {
  readonly name: string;
  /** The domain of the sender address; SES signs its mail with Easy DKIM. */
  readonly domain: string;
}

/**
 * SES for the mail the server sends: a configuration set (reputation metrics, suppression of
 * bounces and complaints, TLS required) and the sender's domain identity, which uses it by default.
 * The identity is verified once its DKIM CNAME records (stack outputs) are published.
 */
export class Mail extends Construct {
  readonly configurationSet: ConfigurationSet;
  readonly identity: EmailIdentity;

  constructor(scope: Construct, id: string, props: MailProps) {
    super(scope, id);
    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      configurationSetName: props.name,
      reputationMetrics: true,
      sendingEnabled: true,
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
      tlsPolicy: ConfigurationSetTlsPolicy.REQUIRE,
    });
    this.identity = new EmailIdentity(this, 'Identity', {
      identity: Identity.domain(props.domain),
      configurationSet: this.configurationSet,
    });
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
