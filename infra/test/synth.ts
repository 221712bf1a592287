import { readFileSync } from 'node:fs';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { ALLOW_MISSING_WEB_BUILD } from '../lib/constructs/site';
import { createCloudStacks } from '../lib/stacks/cloud-app';
import { stageConfig, type StageConfig, type StageName } from '../lib/stage-config';

/** cdk.json's context: the feature flags `cdk synth` uses. */
export const cdkContext = (JSON.parse(readFileSync(path.join(__dirname, '../../cdk.json'), 'utf8')) as { context: Record<string, unknown> }).context;

/** Skips NodejsFunction bundling: the tests read the template, not the code. */
export const skipBundling = { 'aws:cdk:bundling-stacks': [] } as const;

/** Template tests read the template without a web build: skip bundling, allow a missing `web/dist` (never in a real synth). */
export const templateTestContext = { ...skipBundling, [ALLOW_MISSING_WEB_BUILD]: true } as const;

interface StageTemplates {
  readonly app: Template;
  /** The stage's us-east-1 stack (certificate and CloudFront web ACL), where it has one. */
  readonly edge: Template | undefined;
  /** The scheduled jobs' stack, beside the app stack. */
  readonly jobs: Template;
  /** The us-east-1 stack of the CloudFront and WAF alarms. */
  readonly edgeAlarms: Template;
}

const cache = new Map<StageName, StageTemplates>();

/**
 * The stacks of a stage as `cdk synth` builds them (same feature flags from cdk.json), except that
 * bundling is skipped and CDK's built-in CloudFormation rule check, which takes seconds a stage,
 * is left to `nag.test.ts`, which synthesizes the real app. Cached per test file.
 */
export const synthStages = (stage: StageName, overrides: Partial<StageConfig> = {}): StageTemplates => {
  const cacheable = Object.keys(overrides).length === 0;
  const cached = cacheable ? cache.get(stage) : undefined;
  if (cached) return cached;
  const app = new App({ context: { ...cdkContext, ...templateTestContext }, builtinCloudFormationValidation: false });
  const { stack, edge, jobs, edgeAlarms } = createCloudStacks(app, stage, stageConfig(stage, overrides));
  const templates = { app: Template.fromStack(stack), edge: edge ? Template.fromStack(edge) : undefined, jobs: Template.fromStack(jobs), edgeAlarms: Template.fromStack(edgeAlarms) };
  if (cacheable) cache.set(stage, templates);
  return templates;
};

/** The app stack of a stage (sa-east-1). */
export const synthStage = (stage: StageName, overrides: Partial<StageConfig> = {}): Template => synthStages(stage, overrides).app;

/** The jobs stack of a stage (sa-east-1). */
export const synthJobs = (stage: StageName, overrides: Partial<StageConfig> = {}): Template => synthStages(stage, overrides).jobs;

/** The us-east-1 stack of a stage; throws where the stage has none. */
export const synthEdge = (stage: StageName, overrides: Partial<StageConfig> = {}): Template => {
  const { edge } = synthStages(stage, overrides);
  if (!edge) throw new Error(`Stage ${stage} has no us-east-1 stack`);
  return edge;
};

/** Resources of one type, by logical id. */
export const resourcesOf = (template: Template, type: string): [string, { Properties: Record<string, unknown> }][] =>
  Object.entries(template.findResources(type) as Record<string, { Properties: Record<string, unknown> }>);
