import { Match } from 'aws-cdk-lib/assertions';
import { resourcesOf, synthStage } from './synth';
import { tables, type TableDefinition } from '../../shared/data/tables';

/** The live user document: the WebSocket API, its routes, functions and grants. */
describe('the live socket (WebSocket API)', () => {
  const template = synthStage('dev');
  const [apiId] = Object.keys(template.findResources('AWS::ApiGatewayV2::Api', { Properties: { ProtocolType: 'WEBSOCKET' } }));
  const functions = resourcesOf(template, 'AWS::Lambda::Function');
  const functionIdOf = (description: string) => functions.find(([, fn]) => fn.Properties.Description === description)?.[0];
  const roleOf = (functionId: string | undefined) =>
    ((functions.find(([id]) => id === functionId)?.[1].Properties.Role as { 'Fn::GetAtt'?: [string] } | undefined)?.['Fn::GetAtt']?.[0]);
  const policiesOf = (roleId: string | undefined) =>
    resourcesOf(template, 'AWS::IAM::Policy')
      .filter(([, policy]) => (policy.Properties.Roles as { Ref: string }[]).some((role) => role.Ref === roleId))
      .flatMap(([, policy]) => (policy.Properties.PolicyDocument as { Statement: { Action: string | string[]; Resource: unknown }[] }).Statement);
  const manageConnections = (statement: { Action: string | string[] }) => [statement.Action].flat().includes('execute-api:ManageConnections');

  it('is one WebSocket API with a live stage that deploys itself, is throttled and logs each connection', () => {
    expect(apiId).toBeDefined();
    template.resourceCountIs('AWS::ApiGatewayV2::Api', 2);
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', { ProtocolType: 'WEBSOCKET', RouteSelectionExpression: '$request.body.action', Name: 'beneficios-dev-live' });
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      ApiId: { Ref: apiId },
      StageName: 'live',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 },
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('connectionId') },
    });
  });

  it.each([
    ['$connect', 'Live socket $connect'],
    ['$disconnect', 'Live socket $disconnect'],
  ])('routes %s to its own function through a Lambda proxy integration', (routeKey, description) => {
    const [, route] = resourcesOf(template, 'AWS::ApiGatewayV2::Route').find(([, candidate]) => candidate.Properties.RouteKey === routeKey) ?? [];
    expect(route?.Properties).toMatchObject({ ApiId: { Ref: apiId }, AuthorizationType: 'NONE' });
    const integrationId = (route?.Properties.Target as { 'Fn::Join': [string, unknown[]] })['Fn::Join'][1][1] as { Ref: string };
    const resources = template.toJSON().Resources as Record<string, { Properties: { IntegrationType: string; IntegrationUri: unknown } }>;
    const integration = resources[integrationId.Ref];
    expect(integration?.Properties.IntegrationType).toBe('AWS_PROXY');
    expect(JSON.stringify(integration?.Properties.IntegrationUri)).toContain(functionIdOf(description));
  });

  it('has no other route: the client never sends, the server pushes', () => {
    expect(resourcesOf(template, 'AWS::ApiGatewayV2::Route').filter(([, route]) => (route.Properties.ApiId as { Ref?: string }).Ref === apiId)).toHaveLength(2);
  });

  it('keeps the connections in a table keyed by user, with the byConnection index and a TTL', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      TableName: 'beneficios-dev-connections',
      KeySchema: [{ AttributeName: 'uid', KeyType: 'HASH' }, { AttributeName: 'connectionId', KeyType: 'RANGE' }],
      GlobalSecondaryIndexes: [Match.objectLike({ IndexName: 'byConnection', KeySchema: [{ AttributeName: 'connectionId', KeyType: 'HASH' }] })],
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
    });
  });

  it('grants $connect and $disconnect their table calls and never ManageConnections', () => {
    for (const description of ['Live socket $connect', 'Live socket $disconnect']) {
      const statements = policiesOf(roleOf(functionIdOf(description)));
      expect(statements.length).toBeGreaterThan(0);
      expect(statements.filter(manageConnections)).toEqual([]);
    }
  });

  // The stream consumers under live/ (users, support, internships), as shared/data/tables.ts lists them.
  const liveConsumers = (tables as readonly TableDefinition[]).flatMap((table) =>
    (table.streamConsumers ?? []).filter((consumer) => consumer.startsWith('live/')).map((consumer) => `Consumes the ${table.name} table's stream: ${consumer}`),
  );

  it('grants execute-api:ManageConnections to no function but the live stream consumers, on this API\'s live stage, POST and DELETE only', () => {
    const granted = resourcesOf(template, 'AWS::IAM::Policy').filter(([, policy]) =>
      (policy.Properties.PolicyDocument as { Statement: { Action: string | string[] }[] }).Statement.some(manageConnections),
    );
    const consumerRoles = liveConsumers.map((description) => roleOf(functionIdOf(description)));
    expect(granted.map(([, policy]) => (policy.Properties.Roles as { Ref: string }[]).map((role) => role.Ref)).flat().sort()).toEqual([...consumerRoles].sort());
    for (const consumerRole of consumerRoles) {
      const statement = policiesOf(consumerRole).find(manageConnections);
      const resources = [statement?.Resource].flat().map((resource) => JSON.stringify(resource));
      expect(resources).toHaveLength(2);
      for (const method of ['POST', 'DELETE']) {
        expect(resources.filter((resource) => resource.includes(`{"Ref":"${apiId}"},"/live/${method}/@connections/*"`))).toHaveLength(1);
      }
    }
  });

  it("sets the consumers' LIVE_CONNECTIONS_ENDPOINT to the live stage's https URL, and no other function's", () => {
    const withEndpoint = functions.filter(([, fn]) => JSON.stringify(fn.Properties.Environment ?? {}).includes('LIVE_CONNECTIONS_ENDPOINT'));
    expect(withEndpoint.map(([, fn]) => fn.Properties.Description).sort()).toEqual([...liveConsumers].sort());
    for (const [, fn] of withEndpoint) expect(JSON.stringify(fn.Properties.Environment)).toContain(`"https://",{"Ref":"${apiId}"}`);
  });

  it('publishes the socket URL to the browser (config.json) and allows it in the CSP connect-src', () => {
    const json = JSON.stringify(template.toJSON());
    expect(json).toContain(`wss://",{"Ref":"${apiId}"}`);
    expect(json).toMatch(/connect-src 'self'[^;]*wss:\/\//);
  });
});
