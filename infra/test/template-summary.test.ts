import type { Template } from 'aws-cdk-lib/assertions';
import { stageNames, type StageName } from '../lib/stage-config';
import { synthStage } from './synth';

/**
 * What a reviewer needs of the templates, in a form one can read: for each function its grants
 * (IAM actions on short resource names, besides writing its own log group), the NAMES of its
 * environment variables and what invokes it (routes, event rules, schedules, Cognito triggers);
 * and, separately, only what differs between the stages. A change here is a change of
 * infrastructure: review it, then `npx jest -u infra/test/template-summary`.
 */
type Resource = { Type: string; Properties?: Record<string, unknown> };
type Resources = Record<string, Resource>;

/** CDK appends an 8-character hash to logical ids: the construct path before it says enough here. */
const shortId = (id: string): string => id.replace(/[0-9A-F]{8}$/, '');

/** CloudFormation intrinsics as short text: `Ref X` -> `X`, `GetAtt X.Arn` -> `X.Arn`, a join as its parts. */
const text = (value: unknown): string => {
  if (typeof value === 'string') return value.replace(/[0-9a-f]{64}/g, '<hash>');
  if (Array.isArray(value)) return value.map(text).join(' ');
  if (value && typeof value === 'object') {
    const [[name, argument] = ['', undefined]] = Object.entries(value);
    if (name === 'Ref') return typeof argument === 'string' && argument.startsWith('AWS::') ? `\${${argument}}` : shortId(String(argument));
    if (name === 'Fn::GetAtt') return (argument as string[]).map((part, index) => (index === 0 ? shortId(part) : part)).join('.');
    if (name === 'Fn::Join') {
      const [separator, parts] = argument as [string, unknown[]];
      return parts.map(text).join(separator);
    }
    return `${name}(${text(argument)})`;
  }
  return String(value);
};

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

interface FunctionSummary {
  invokedBy: string;
  grants: string[];
  /** The variables' names, one line. */
  environment: string;
}

const functionSummaries = (template: Template): Record<string, FunctionSummary> => {
  const resources = template.toJSON().Resources as Resources;
  const ofType = (type: string) => Object.entries(resources).filter(([, resource]) => resource.Type === type);
  /** The function a reference (`GetAtt fn.Arn`, or an integration of it) points at. */
  const functionIdIn = (value: unknown): string | undefined => {
    const found = JSON.stringify(value ?? null).match(/"Fn::GetAtt":\["([^"]+)","Arn"\]/);
    return found?.[1] && resources[found[1]]?.Type === 'AWS::Lambda::Function' ? found[1] : undefined;
  };
  const invokers = new Map<string, string[]>();
  const invokedBy = (functionId: string | undefined, what: string) => {
    if (functionId) invokers.set(functionId, [...(invokers.get(functionId) ?? []), what]);
  };
  for (const [, route] of ofType('AWS::ApiGatewayV2::Route')) {
    const integrationId = /integrations\/(.+)/.exec(text(route.Properties?.Target))?.[1];
    const integration = Object.entries(resources).find(([id]) => integrationId !== undefined && shortId(id) === integrationId)?.[1];
    invokedBy(functionIdIn(integration?.Properties?.IntegrationUri), `route ${text(route.Properties?.RouteKey)} (${text(route.Properties?.AuthorizationType ?? 'NONE')})`);
  }
  for (const [, rule] of ofType('AWS::Events::Rule')) {
    const pattern = rule.Properties?.EventPattern as { 'detail-type'?: string[] } | undefined;
    for (const target of list(rule.Properties?.Targets)) invokedBy(functionIdIn(target), `event ${pattern?.['detail-type']?.join(', ') ?? text(rule.Properties?.ScheduleExpression)}`);
  }
  for (const [, schedule] of ofType('AWS::Scheduler::Schedule')) invokedBy(functionIdIn(schedule.Properties?.Target), `schedule ${text(schedule.Properties?.ScheduleExpression)}`);
  for (const [, pool] of ofType('AWS::Cognito::UserPool')) {
    for (const [trigger, target] of Object.entries((pool.Properties?.LambdaConfig ?? {}) as Record<string, unknown>)) invokedBy(functionIdIn(target), `cognito ${trigger}`);
  }

  const statementsOfRole = (roleRef: unknown): string[] => {
    const roleId = text(roleRef).replace(/\.Arn$/, '');
    return ofType('AWS::IAM::Policy')
      .filter(([, policy]) => list(policy.Properties?.Roles).some((role) => text(role) === roleId))
      .flatMap(([, policy]) => (policy.Properties?.PolicyDocument as { Statement: Record<string, unknown>[] }).Statement)
      .filter((statement) => !list(statement.Action).every((action) => String(action).startsWith('logs:')))
      .map((statement) => {
        const condition = statement.Condition ? ` if ${JSON.stringify(statement.Condition)}` : '';
        return `${list(statement.Action).map(String).join(', ')} on ${list(statement.Resource).map(text).join(', ')}${condition}`;
      });
  };

  return Object.fromEntries(
    ofType('AWS::Lambda::Function')
      .map(([id, fn]): [string, FunctionSummary] => {
        const variables = (fn.Properties?.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {};
        return [
          typeof fn.Properties?.Description === 'string' ? fn.Properties.Description : shortId(id),
          { invokedBy: (invokers.get(id) ?? []).sort().join('; '), grants: statementsOfRole(fn.Properties?.Role).sort(), environment: Object.keys(variables).sort().join(' ') },
        ];
      })
      .sort(([a], [b]) => a.localeCompare(b)),
  );
};

/**
 * A stage's template made comparable: its name in ids and strings becomes `<stage>`, CDK's hash
 * suffixes of logical ids go, and prod's region (pinned, so CDK writes it out) reads like the
 * others' `AWS::Region`. What is left to differ is configuration.
 */
const stageNeutral = (stage: StageName, value: unknown): unknown => {
  const neutral = (item: unknown): unknown => stageNeutral(stage, item);
  if (typeof value === 'string') return value.replace(/[0-9a-f]{64}/g, '<hash>').replaceAll(stage, '<stage>').replaceAll('us-east-1', '${AWS::Region}').replace(/^arn:aws:/, 'arn:${AWS::Partition}:');
  if (Array.isArray(value)) return value.map(neutral);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    const [[name, argument] = ['', undefined]] = entries;
    if (entries.length === 1 && name === 'Ref' && typeof argument === 'string' && argument.startsWith('AWS::') && argument !== 'AWS::AccountId') return `\${${argument}}`;
    if (entries.length === 1 && name === 'Fn::Join') {
      // Adjacent strings merged: `arn:${AWS::Partition}:…` reads the same whether CDK knew the region or not.
      const [separator, parts] = argument as [string, unknown[]];
      const merged = parts.map(neutral).reduce<unknown[]>((all, part) => {
        const last = all[all.length - 1];
        if (typeof part === 'string' && typeof last === 'string') all[all.length - 1] = `${last}${separator}${part}`;
        else all.push(part);
        return all;
      }, []);
      return merged.length === 1 && typeof merged[0] === 'string' ? merged[0] : { 'Fn::Join': [separator, merged] };
    }
    return Object.fromEntries(entries.map(([key, item]) => [key.replaceAll(stage, '<stage>').replace(/([a-z])[0-9A-F]{8,16}$/, '$1'), neutral(item)]));
  }
  return value;
};

/** Leaf paths whose value is not the same in every stage, with each stage's value (`-` where it is absent). */
const stageDifferences = (templates: Record<StageName, unknown>): Record<string, Record<StageName, string>> => {
  const differences: Record<string, Record<StageName, string>> = {};
  const walk = (values: Record<StageName, unknown>, path: string) => {
    const present = stageNames.map((stage) => values[stage]);
    const allObjects = present.every((value) => value !== null && typeof value === 'object' && !Array.isArray(value));
    if (allObjects) {
      const keys = new Set(present.flatMap((value) => Object.keys(value as object)));
      for (const key of [...keys].sort()) {
        walk(Object.fromEntries(stageNames.map((stage) => [stage, (values[stage] as Record<string, unknown>)[key]])) as Record<StageName, unknown>, path ? `${path}.${key}` : key);
      }
      return;
    }
    const shown = present.map((value) => (value === undefined ? '-' : JSON.stringify(value)));
    if (new Set(shown).size > 1) differences[path] = Object.fromEntries(stageNames.map((stage, index) => [stage, shown[index] ?? '-'])) as Record<StageName, string>;
  };
  walk(templates, '');
  // The same change on many resources (a variable every function has) is one entry: `Resources.*(40).…`.
  const groups = new Map<string, string[]>();
  for (const [path, values] of Object.entries(differences)) {
    const [section = '', , ...rest] = path.split('.');
    const group = `${section}.*.${rest.join('.')} ${JSON.stringify(values)}`;
    groups.set(group, [...(groups.get(group) ?? []), path]);
  }
  const grouped: Record<string, Record<StageName, string>> = {};
  for (const [group, paths] of groups) {
    const [first = ''] = paths;
    const values = differences[first];
    if (!values) continue;
    if (paths.length === 1) grouped[first] = values;
    else grouped[group.slice(0, group.indexOf(' ')).replace('.*.', `.*(${paths.length}).`)] = values;
  }
  return Object.fromEntries(Object.entries(grouped).sort(([a], [b]) => a.localeCompare(b)));
};

describe('the templates', () => {
  it('give each function these grants, environment variable names and invokers', () => {
    expect(functionSummaries(synthStage('dev'))).toMatchSnapshot();
  });

  it('differ between the stages only here', () => {
    const templates = Object.fromEntries(stageNames.map((stage) => [stage, stageNeutral(stage, synthStage(stage).toJSON())])) as Record<StageName, unknown>;
    expect(stageDifferences(templates)).toMatchSnapshot();
  });
});
