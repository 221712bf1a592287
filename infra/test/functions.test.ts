import { envVarNames } from '../../lambdas/lib/env';
import { eventCatalogue } from '../../shared/events';
import { routeKey, routes } from '../../shared/routes';
import { tables } from '../lib/tables';
import { resourcesOf, synthStage } from './synth';

type Statement = { Action: string | string[]; Resource: unknown };

describe('every function of the app', () => {
  const template = synthStage('dev');
  const consumers = [...new Set(eventCatalogue.flatMap((event) => event.consumers))];
  const descriptions = [...routes.map(routeKey), ...consumers.map((consumer) => `Consumes domain events: ${consumer}`)];
  const appFunctions = resourcesOf(template, 'AWS::Lambda::Function').filter(([, fn]) => descriptions.includes(fn.Properties.Description as string));
  const policies = resourcesOf(template, 'AWS::IAM::Policy');

  const actionsOf = (fn: { Properties: Record<string, unknown> }): string[] => {
    const [roleId] = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'];
    return policies
      .filter(([, policy]) => (policy.Properties.Roles as { Ref: string }[]).some((role) => role.Ref === roleId))
      .flatMap(([, policy]) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement)
      .flatMap((statement) => (Array.isArray(statement.Action) ? statement.Action : [statement.Action]));
  };

  it('includes one function per route and per consumer', () => {
    expect(appFunctions).toHaveLength(routes.length + consumers.length);
  });

  describe.each(appFunctions.map(([id, fn]) => [id, fn] as const))('%s', (_id, fn) => {
    it('runs Node.js 22 on ARM64 with 512 MB and 10 s', () => {
      expect(fn.Properties).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'], MemorySize: 512, Timeout: 10, Handler: 'index.handler' });
    });

    it('gets every variable of lambdas/lib/env.ts', () => {
      const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      for (const name of envVarNames) expect(variables[name]).toBeDefined();
      expect(variables.STAGE).toBe('dev');
      expect(variables.NODE_OPTIONS).toBe('--enable-source-maps');
    });

    it('logs to its own log group, kept a month', () => {
      const logGroup = (fn.Properties.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref;
      expect(template.findResources('AWS::Logs::LogGroup')[logGroup]?.Properties).toMatchObject({ RetentionInDays: 30 });
    });

    it('may use the tables, the pool, the bus, SES and the uploads bucket', () => {
      const actions = actionsOf(fn);
      expect(actions).toEqual(
        expect.arrayContaining([
          'dynamodb:PutItem',
          'dynamodb:Query',
          'dynamodb:DescribeTable',
          'cognito-idp:AdminCreateUser',
          'cognito-idp:AdminAddUserToGroup',
          'events:PutEvents',
          'ses:SendEmail',
          's3:PutObject',
          's3:GetObject*',
        ]),
      );
    });
  });

  it('names every table in the environment', () => {
    const variables = (appFunctions[0]?.[1].Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    for (const table of tables) expect(variables[table.envVar]).toEqual({ Ref: expect.stringMatching(/Table/) as unknown });
  });

  it('publishes the functions\' environment as an output, for the ops commands', () => {
    const output = template.findOutputs('FunctionEnvironment');
    const value = JSON.stringify(Object.values(output)[0]?.Value);
    for (const name of envVarNames) expect(value).toContain(`\\"${name}\\"`);
  });
});
