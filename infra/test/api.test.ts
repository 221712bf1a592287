import { Match } from 'aws-cdk-lib/assertions';
import { routeKey, routeList, type RouteDefinition } from '../../shared/routes';
import { accessLogFields } from '../lib/constructs/api';
import { httpFunctionOf, httpFunctions } from '../lib/http-functions';
import { API_RATE_LIMIT, PUBLIC_WRITE_RATE_LIMIT } from '../lib/constructs/waf';
import { defaultThrottle, publicWriteThrottle, throttleOf } from '../lib/throttling';
import { resourcesOf, synthStage } from './synth';

describe('HTTP API', () => {
  const template = synthStage('dev');
  // The HTTP API's (the live socket's WebSocket API is tested in live.test.ts).
  const [httpApiId] = Object.keys(template.findResources('AWS::ApiGatewayV2::Api', { Properties: { ProtocolType: 'HTTP' } }));
  const ofHttpApi = (resource: { Properties: Record<string, unknown> }) => (resource.Properties.ApiId as { Ref?: string } | undefined)?.Ref === httpApiId;
  const apiRoutes = resourcesOf(template, 'AWS::ApiGatewayV2::Route').filter(([, resource]) => ofHttpApi(resource));
  const integrations = new Map(resourcesOf(template, 'AWS::ApiGatewayV2::Integration').filter(([, resource]) => ofHttpApi(resource)));
  const functions = new Map(resourcesOf(template, 'AWS::Lambda::Function'));
  const [authorizerId] = Object.keys(template.findResources('AWS::ApiGatewayV2::Authorizer'));

  /** The route resource of a table line, its integration and the function behind it. */
  const wiringOf = (route: RouteDefinition) => {
    const [, resource] = apiRoutes.find(([, candidate]) => candidate.Properties.RouteKey === routeKey(route)) ?? [];
    const target = resource?.Properties.Target as { 'Fn::Join': [string, [string, { Ref: string }]] } | undefined;
    const integrationId = target?.['Fn::Join'][1][1].Ref ?? '';
    const integration = integrations.get(integrationId);
    const [functionId] = (integration?.Properties.IntegrationUri as { 'Fn::GetAtt': [string, string] } | undefined)?.['Fn::GetAtt'] ?? [];
    return { route: resource?.Properties, integration: integration?.Properties, functionId, fn: functionId ? functions.get(functionId)?.Properties : undefined };
  };

  it('has exactly one API route per line of the route table', () => {
    expect(apiRoutes.map(([, resource]) => resource.Properties.RouteKey).sort()).toEqual(routeList.map(routeKey).sort());
  });

  it('serves the routes of one feature folder (lambdas/http/<feature>/) from one function, through one integration', () => {
    const routers = httpFunctions();
    for (const fn of routers) {
      const wirings = fn.routes.map(wiringOf);
      expect(new Set(wirings.map((wiring) => wiring.functionId)).size).toBe(1);
      expect(new Set(wirings.map((wiring) => JSON.stringify(wiring.route?.Target))).size).toBe(1);
    }
    expect(new Set(routeList.map((route) => wiringOf(route).functionId)).size).toBe(routers.length);
    expect(integrations.size).toBe(routers.length);
  });

  it('lets API Gateway invoke each function once, from this API only', () => {
    const permissions = resourcesOf(template, 'AWS::Lambda::Permission').filter(
      ([, permission]) => permission.Properties.Principal === 'apigateway.amazonaws.com' && JSON.stringify(permission.Properties.SourceArn).includes(`{"Ref":"${httpApiId}"}`),
    );
    expect(permissions).toHaveLength(httpFunctions().length);
    for (const [, permission] of permissions) expect(JSON.stringify(permission.Properties.SourceArn)).toContain(`{"Ref":"${httpApiId}"},"/*/*/*"`);
  });

  describe.each(routeList.map((route) => [routeKey(route), route] as const))('%s', (_key, route) => {
    const wiring = wiringOf(route);

    it("is integrated with its feature's Lambda function (payload 2.0)", () => {
      expect(wiring.route).toBeDefined();
      expect(wiring.integration).toMatchObject({ IntegrationType: 'AWS_PROXY', PayloadFormatVersion: '2.0' });
      expect(wiring.fn?.Description).toBe(httpFunctionOf(route).description);
    });

    it(route.auth === 'public' ? 'has no authorizer' : 'needs a Cognito JWT', () => {
      if (route.auth === 'public') {
        expect(wiring.route).toMatchObject({ AuthorizationType: 'NONE' });
        expect(wiring.route?.AuthorizerId).toBeUndefined();
      } else {
        expect(wiring.route).toMatchObject({ AuthorizationType: 'JWT', AuthorizerId: { Ref: authorizerId } });
      }
    });

    it('may be invoked by API Gateway', () => {
      template.hasResourceProperties('AWS::Lambda::Permission', {
        Action: 'lambda:InvokeFunction',
        Principal: 'apigateway.amazonaws.com',
        FunctionName: { 'Fn::GetAtt': [wiring.functionId, 'Arn'] },
      });
    });
  });

  it('checks tokens against the web client and the pool issuer, from the Authorization header', () => {
    const [clientId] = Object.keys(template.findResources('AWS::Cognito::UserPoolClient'));
    const [poolId] = Object.keys(template.findResources('AWS::Cognito::UserPool'));
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Audience: [{ Ref: clientId }],
        Issuer: { 'Fn::Join': ['', ['https://cognito-idp.sa-east-1.amazonaws.com/', { Ref: poolId }]] },
      },
    });
  });

  it('serves the routes on the default stage, without a stage prefix', () => {
    expect(resourcesOf(template, 'AWS::ApiGatewayV2::Stage').filter(([, stage]) => ofHttpApi(stage))).toHaveLength(1);
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', { ApiId: { Ref: httpApiId }, StageName: '$default', AutoDeploy: true });
  });

  describe('throttling', () => {
    const [stageId, stage] = resourcesOf(template, 'AWS::ApiGatewayV2::Stage').find(([, candidate]) => ofHttpApi(candidate)) ?? [];
    const settings = stage?.Properties.RouteSettings as Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }>;

    it('has a default for the whole stage', () => {
      expect(stage?.Properties.DefaultRouteSettings).toEqual({ ThrottlingRateLimit: defaultThrottle.rateLimit, ThrottlingBurstLimit: defaultThrottle.burstLimit });
    });

    it.each(routeList.map((route) => [routeKey(route), route] as const))('throttles %s', (key, route) => {
      const throttle = throttleOf(route);
      expect(settings[key]).toEqual({ ThrottlingRateLimit: throttle.rateLimit, ThrottlingBurstLimit: throttle.burstLimit });
    });

    it('cannot be exhausted by a few dozen addresses each under the WAF\'s per-address limit (5-minute windows)', () => {
      const addresses = 48;
      const perSecond = (perFiveMinutes: number) => (addresses * perFiveMinutes) / 300;
      expect(defaultThrottle.rateLimit).toBeGreaterThanOrEqual(perSecond(API_RATE_LIMIT));
      expect(publicWriteThrottle.rateLimit).toBeGreaterThanOrEqual(perSecond(PUBLIC_WRITE_RATE_LIMIT));
    });

    it('is tighter on public POST routes (register, recovery, activation, reset)', () => {
      for (const key of ['POST /api/register', 'POST /api/mail/password-recovery', 'POST /api/activate', 'POST /api/reset-password']) {
        expect(settings[key]).toEqual({ ThrottlingRateLimit: publicWriteThrottle.rateLimit, ThrottlingBurstLimit: publicWriteThrottle.burstLimit });
      }
      expect(publicWriteThrottle.rateLimit).toBeLessThan(defaultThrottle.rateLimit);
      expect(publicWriteThrottle.burstLimit).toBeLessThan(defaultThrottle.burstLimit);
    });

    it('is deployed after the routes it names', () => {
      const dependsOn = (template.findResources('AWS::ApiGatewayV2::Stage') as Record<string, { DependsOn?: string[] }>)[stageId ?? '']?.DependsOn ?? [];
      for (const [routeId] of apiRoutes) expect(dependsOn).toContain(routeId);
    });
  });

  describe('access log', () => {
    const [, stage] = resourcesOf(template, 'AWS::ApiGatewayV2::Stage').find(([, candidate]) => ofHttpApi(candidate)) ?? [];
    const settings = stage?.Properties.AccessLogSettings as { DestinationArn: { 'Fn::GetAtt': [string, string] }; Format: string };

    it('writes one JSON line per request to a log group kept a month', () => {
      expect(JSON.parse(settings.Format)).toEqual(accessLogFields);
      expect(template.findResources('AWS::Logs::LogGroup')[settings.DestinationArn['Fn::GetAtt'][0]]?.Properties).toMatchObject({ RetentionInDays: 30 });
    });

    it('never logs a body, a header (Authorization), the query string or the path', () => {
      expect(settings.Format).not.toMatch(/body|header|authorization|querystring|\$context\.path|\$request/i);
    });
  });

  it('alarms by mail on server errors', () => {
    const [apiId] = Object.keys(template.findResources('AWS::ApiGatewayV2::Api'));
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/ApiGateway',
      MetricName: '5xx',
      Dimensions: [{ Name: 'ApiId', Value: { Ref: apiId } }],
      Statistic: 'Sum',
      AlarmActions: [{ Ref: Match.stringLikeRegexp('^AlarmsTopic') }],
    });
  });

  it('leaves CORS out: the API is reached through the site origin', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', { ProtocolType: 'HTTP', CorsConfiguration: Match.absent() });
  });
});

