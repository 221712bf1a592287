import { Match } from 'aws-cdk-lib/assertions';
import { stageConfig } from '../lib/stage-config';
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

  // The stream consumers under live/ (users, support, internships), as shared/data/tables.ts lists them, and the closer at a token's expiry.
  const closer = 'Live socket: closes it when its token expires';
  const liveConsumers = [
    ...(tables as readonly TableDefinition[]).flatMap((table) =>
      (table.streamConsumers ?? []).filter((consumer) => consumer.startsWith('live/')).map((consumer) => `Consumes the ${table.name} table's stream: ${consumer}`),
    ),
    closer,
  ];

  it('grants execute-api:ManageConnections to no function but the live stream consumers and the closer, on this API\'s live stage, POST and DELETE only (the closer DELETE only)', () => {
    const granted = resourcesOf(template, 'AWS::IAM::Policy').filter(([, policy]) =>
      (policy.Properties.PolicyDocument as { Statement: { Action: string | string[] }[] }).Statement.some(manageConnections),
    );
    const consumerRoles = liveConsumers.map((description) => roleOf(functionIdOf(description)));
    expect(granted.map(([, policy]) => (policy.Properties.Roles as { Ref: string }[]).map((role) => role.Ref)).flat().sort()).toEqual([...consumerRoles].sort());
    for (const [index, consumerRole] of consumerRoles.entries()) {
      const statement = policiesOf(consumerRole).find(manageConnections);
      const resources = [statement?.Resource].flat().map((resource) => JSON.stringify(resource));
      // The closer posts nothing: DELETE only.
      const methods = liveConsumers[index] === closer ? ['DELETE'] : ['POST', 'DELETE'];
      expect(resources).toHaveLength(methods.length);
      for (const method of methods) {
        expect(resources.filter((resource) => resource.includes(`{"Ref":"${apiId}"},"/live/${method}/@connections/*"`))).toHaveLength(1);
      }
    }
  });

  it("sets the consumers' and the closer's LIVE_CONNECTIONS_ENDPOINT to the live stage's https URL, and no other function's", () => {
    const withEndpoint = functions.filter(([, fn]) => JSON.stringify(fn.Properties.Environment ?? {}).includes('LIVE_CONNECTIONS_ENDPOINT'));
    expect(withEndpoint.map(([, fn]) => fn.Properties.Description).sort()).toEqual([...liveConsumers].sort());
    for (const [, fn] of withEndpoint) expect(JSON.stringify(fn.Properties.Environment)).toContain(`"https://",{"Ref":"${apiId}"}`);
  });

  describe("the socket's closing at its token's expiry (one EventBridge Scheduler schedule a socket)", () => {
    const [groupId, group] = resourcesOf(template, 'AWS::Scheduler::ScheduleGroup')[0] ?? [];
    const groupArn = { 'Fn::GetAtt': [groupId, 'Arn'] };
    const { account } = stageConfig('dev');
    const schedules = `arn:aws:scheduler:sa-east-1:${account}:schedule/beneficios-dev-live-sockets/*`;
    const closerId = functionIdOf(closer);
    const roles = template.findResources('AWS::IAM::Role') as Record<string, { Properties: { AssumeRolePolicyDocument: { Statement: unknown[] } } }>;
    const schedulerRoles = Object.entries(roles).filter(([, role]) => JSON.stringify(role.Properties.AssumeRolePolicyDocument).includes('scheduler.amazonaws.com'));
    const [closingRoleId] = schedulerRoles.find(([, role]) => JSON.stringify(role.Properties.AssumeRolePolicyDocument).includes(String(groupId))) ?? [];
    const variables = (description: string) =>
      (functions.find(([, fn]) => fn.Properties.Description === description)?.[1].Properties.Environment as { Variables: Record<string, unknown> }).Variables;

    it("keeps the schedules in the stage's own group, deleted with the stack", () => {
      expect(group?.Properties.Name).toBe('beneficios-dev-live-sockets');
      expect(template.findResources('AWS::Scheduler::ScheduleGroup')[String(groupId)]).toMatchObject({ DeletionPolicy: 'Delete' });
    });

    it("runs them with a role that only Scheduler may take, for this account and this group's schedules only, and that may invoke the closer and nothing else", () => {
      expect(roles[String(closingRoleId)]?.Properties.AssumeRolePolicyDocument.Statement).toEqual([
        {
          Action: 'sts:AssumeRole',
          Effect: 'Allow',
          Principal: { Service: 'scheduler.amazonaws.com' },
          // The stage's own account: stage-config.ts names it.
          Condition: { StringEquals: { 'aws:SourceAccount': account }, ArnEquals: { 'aws:SourceArn': groupArn } },
        },
      ]);
      expect(policiesOf(closingRoleId)).toEqual([
        { Action: 'lambda:InvokeFunction', Effect: 'Allow', Resource: [{ 'Fn::GetAtt': [closerId, 'Arn'] }, { 'Fn::Join': ['', [{ 'Fn::GetAtt': [closerId, 'Arn'] }, ':*']] }] },
      ]);
    });

    it('lets $connect create schedules in that group only and pass that role only, to Scheduler only; $disconnect delete them; no other function either', () => {
      const connect = policiesOf(roleOf(functionIdOf('Live socket $connect')));
      expect(connect.filter((statement) => JSON.stringify(statement.Action).includes('scheduler:'))).toEqual([{ Action: 'scheduler:CreateSchedule', Effect: 'Allow', Resource: schedules }]);
      expect(connect.filter((statement) => JSON.stringify(statement.Action).includes('iam:PassRole'))).toEqual([
        { Action: 'iam:PassRole', Effect: 'Allow', Resource: { 'Fn::GetAtt': [closingRoleId, 'Arn'] }, Condition: { StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } } },
      ]);
      const disconnect = policiesOf(roleOf(functionIdOf('Live socket $disconnect')));
      expect(disconnect.filter((statement) => JSON.stringify(statement.Action).includes('scheduler:'))).toEqual([{ Action: 'scheduler:DeleteSchedule', Effect: 'Allow', Resource: schedules }]);
      const withScheduler = resourcesOf(template, 'AWS::IAM::Policy').filter(([, policy]) => /scheduler:|iam:PassRole/.test(JSON.stringify(policy.Properties.PolicyDocument)));
      expect(withScheduler.flatMap(([, policy]) => (policy.Properties.Roles as { Ref: string }[]).map((role) => role.Ref)).sort()).toEqual(
        [roleOf(functionIdOf('Live socket $connect')), roleOf(functionIdOf('Live socket $disconnect'))].sort(),
      );
    });

    it("tells $connect the group, the closer and the role, and $disconnect the group only", () => {
      expect(variables('Live socket $connect')).toMatchObject({
        LIVE_CLOSE_SCHEDULE_GROUP: 'beneficios-dev-live-sockets',
        LIVE_CLOSE_TARGET_ARN: { 'Fn::GetAtt': [closerId, 'Arn'] },
        LIVE_CLOSE_ROLE_ARN: { 'Fn::GetAtt': [closingRoleId, 'Arn'] },
      });
      expect(variables('Live socket $disconnect')).toMatchObject({ LIVE_CLOSE_SCHEDULE_GROUP: 'beneficios-dev-live-sockets' });
      expect(variables('Live socket $disconnect').LIVE_CLOSE_TARGET_ARN).toBeUndefined();
      expect(functions.filter(([, fn]) => JSON.stringify(fn.Properties.Environment ?? {}).includes('LIVE_CLOSE_')).map(([, fn]) => fn.Properties.Description).sort()).toEqual(['Live socket $connect', 'Live socket $disconnect']);
    });
  });

  it('publishes the socket URL to the browser (config.json) and allows it in the CSP connect-src', () => {
    const json = JSON.stringify(template.toJSON());
    expect(json).toContain(`wss://",{"Ref":"${apiId}"}`);
    expect(json).toMatch(/connect-src 'self'[^;]*wss:\/\//);
  });
});
