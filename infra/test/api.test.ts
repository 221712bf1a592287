import { Match } from 'aws-cdk-lib/assertions';
import { routeKey, routes, type RouteDefinition } from '../../shared/routes';
import { resourcesOf, synthStage } from './synth';


describe('HTTP API', () => {
  const template = synthStage('dev');
  const apiRoutes = resourcesOf(template, 'AWS::ApiGatewayV2::Route');
  const integrations = new Map(resourcesOf(template, 'AWS::ApiGatewayV2::Integration'));
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
    expect(apiRoutes.map(([, resource]) => resource.Properties.RouteKey).sort()).toEqual(routes.map(routeKey).sort());
  });

  it('gives every route its own function', () => {
    const functionIds = routes.map((route) => wiringOf(route).functionId);
    expect(functionIds.every(Boolean)).toBe(true);
    expect(new Set(functionIds).size).toBe(routes.length);
  });

  describe.each(routes.map((route) => [routeKey(route), route] as const))('%s', (_key, route) => {
    const wiring = wiringOf(route);

    it('is integrated with its own Lambda function (payload 2.0)', () => {
      expect(wiring.route).toBeDefined();
      expect(wiring.integration).toMatchObject({ IntegrationType: 'AWS_PROXY', PayloadFormatVersion: '2.0' });
      expect(wiring.fn?.Description).toBe(routeKey(route));
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
        Issuer: { 'Fn::Join': ['', ['https://cognito-idp.', { Ref: 'AWS::Region' }, '.amazonaws.com/', { Ref: poolId }]] },
      },
    });
  });

  it('serves the routes on the default stage, without a stage prefix', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', { StageName: '$default', AutoDeploy: true });
  });

  it('leaves CORS out: the API is reached through the site origin', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', { ProtocolType: 'HTTP', CorsConfiguration: Match.absent() });
  });
});

