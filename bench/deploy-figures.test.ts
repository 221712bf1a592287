import { readFileSync } from 'node:fs';
import { stageNames } from '../infra/lib/stage-config';
import { benchFigures, ESTIMATE_USERS, monthlyCost } from './cost-model';
import { DEPLOY_DOC, figuresSection, stageFigures, withFigures } from './deploy-figures';

describe('the runbook\'s figures', () => {
  const figures = stageNames.map(stageFigures);

  it('are the synth\'s and the bench\'s: `npm run docs:figures` writes them, nobody types them', () => {
    const doc = readFileSync(DEPLOY_DOC, 'utf8');
    expect(withFigures(doc, figuresSection(figures))).toBe(doc);
  });

  it('count every stack of every stage, in both regions', () => {
    for (const stage of figures) {
      expect(stage.stacks.map((stack) => stack.name)).toEqual(expect.arrayContaining([`beneficios-${stage.stage}`, `beneficios-${stage.stage}-jobs`, `beneficios-${stage.stage}-edge-alarms`]));
      expect(new Set(stage.stacks.map((stack) => stack.region))).toEqual(new Set(['sa-east-1', 'us-east-1']));
      expect(stage.functions).toBeGreaterThan(30);
    }
  });

  it('read the bench\'s recorded figures, and say so loudly when the bench\'s wording changed', () => {
    expect(benchFigures()).toMatchObject({ billingMsPerItem: expect.any(Number) as unknown, dashboardJsKb: expect.any(Number) as unknown });
    expect(() => benchFigures('nothing recorded')).toThrow(/bench\/README.md no longer records/);
  });

  it('estimate more for more users, every line at least zero', () => {
    const prod = figures.find((stage) => stage.stage === 'prod');
    if (!prod) throw new Error('no prod');
    const totals = ESTIMATE_USERS.map((users) => monthlyCost(users, benchFigures(), prod.atRest));
    for (const lines of totals) for (const line of lines) expect(line.usd).toBeGreaterThanOrEqual(0);
    const sums = totals.map((lines) => lines.reduce((sum, line) => sum + line.usd, 0));
    expect(sums).toEqual([...sums].sort((a, b) => a - b));
    expect(sums[2]).toBeGreaterThan(sums[0] ?? 0);
  });
});
