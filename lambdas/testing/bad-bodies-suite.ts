import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import fc from 'fast-check';
import { routeKey, routeList } from '../../shared/routes';
import { BAD_BODIES_PER_ROUTE, BAD_BODY_SHARDS, badBodyFor, bodyRoutes, mockAwsClients, probeBadBody } from './bad-bodies';
import { useTestEnv } from './events';

type Handler = (event: unknown, ctx: unknown) => Promise<APIGatewayProxyStructuredResultV2>;

/**
 * For every POST/PATCH/PUT route of this shard, 1,000 generated bad bodies through the route's real
 * handler, with every AWS client mocked so that any call is recorded: no 5xx, every text from the
 * catalogue of shared/messages.ts, no write.
 */
export const describeBadBodies = (shard: number): void => {
  useTestEnv();
  const aws = mockAwsClients();
  const routes = bodyRoutes(routeList).filter((_route, index) => index % BAD_BODY_SHARDS === shard - 1);
  if (shard === 1) {
    it('has a test file for each shard, so that every route is run', () => {
      const files = readdirSync(path.join(__dirname, '..', 'http')).filter((file) => /^bad-bodies-\d+\.test\.ts$/.test(file));
      expect(files.sort()).toEqual(Array.from({ length: BAD_BODY_SHARDS }, (_, index) => `bad-bodies-${index + 1}.test.ts`));
    });
  }
  describe.each(routes.map((route) => [routeKey(route), route] as const))('%s with 1,000 bad bodies', (_key, route) => {
    it('never answers 5xx, answers every time in Spanish from the catalogue, and writes nothing', async () => {
      const { handler } = (await import(`../${route.handler}`)) as { handler: Handler };
      let bodies = 0;
      await fc.assert(
        fc.asyncProperty(badBodyFor(route), async (body) => {
          aws.reset();
          bodies += 1;
          const outcome = await probeBadBody(route, handler, body, aws.calls);
          expect(outcome.problems).toEqual([]);
        }),
        { numRuns: BAD_BODIES_PER_ROUTE, seed: 12 },
      );
      expect(bodies).toBeGreaterThanOrEqual(BAD_BODIES_PER_ROUTE);
    }, 120_000);
  });
};
