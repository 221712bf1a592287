import { stageNames } from '../lib/stage-config';
import { synthStage } from './synth';

/**
 * Each stage's whole template, with what changes on every code change replaced: asset hashes
 * (the functions' code, the web build), the SPA routing function (it lists the prerendered pages
 * of the web build at hand; `site.test.ts` tests it) and the web build's object keys.
 * A change here is a change of infrastructure: review it, then `npx jest -u infra/test/snapshot`.
 */
const HASH = /[0-9a-f]{64}/g;

const normalize = (value: unknown, key = ''): unknown => {
  if (typeof value === 'string') return value.replace(HASH, '<hash>');
  if (Array.isArray(value)) {
    if (key === 'SourceObjectKeys' || key === 'SourceBucketNames') return '<web build and config.json>';
    // The web build's source has no markers (`{}`); config.json's markers stay.
    if (key === 'SourceMarkers' || key === 'SourceMarkersConfig') return value.filter((markers) => Object.keys(markers as object).length > 0).map((item) => normalize(item, key));
    return value.map((item) => normalize(item, key));
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, name === 'FunctionCode' ? '<SPA routing function: site.test.ts>' : normalize(item, name)]),
    );
  }
  return value;
};

describe.each(stageNames)('the %s template', (stage) => {
  it('matches the snapshot (asset hashes normalised)', () => {
    expect(normalize(synthStage(stage).toJSON())).toMatchSnapshot();
  });
});
