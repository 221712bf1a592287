import { resourcesOf, synthStages } from '../infra/test/synth';
import { deployedFunctions } from './functions';

describe('the bench\'s functions', () => {
  it('are every function of the app the stage deploys (its app and jobs stacks), each once (CDK\'s own custom-resource functions aside)', () => {
    // AppFunction and the identity trigger run Node.js 24 with source maps; CDK's providers set neither.
    const { app, jobs } = synthStages('dev');
    const appFunctions = [app, jobs].flatMap((template) => resourcesOf(template, 'AWS::Lambda::Function')).filter(
      ([, resource]) => (resource.Properties.Environment as { Variables?: Record<string, string> } | undefined)?.Variables?.NODE_OPTIONS === '--enable-source-maps',
    );
    const names = deployedFunctions().map((fn) => fn.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toHaveLength(appFunctions.length);
  }, 60_000);
});
