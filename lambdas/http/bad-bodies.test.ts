import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import fc from 'fast-check';
import { routeKey, routeList } from '../../shared/routes';
import { BAD_BODIES_PER_ROUTE, badBodyFor, bodyRoutes, mockAwsClients, probeBadBody } from '../testing/bad-bodies';
import { useTestEnv } from '../testing/events';

/**
 * For every POST/PATCH/PUT route, 1,000 generated bad bodies through the
 * route's real handler, with every AWS client mocked so that any call is recorded: no 5xx, every
 * text from the catalogue of shared/messages.ts, no write.
 */
useTestEnv();
const aws = mockAwsClients();

type Handler = (event: unknown, ctx: unknown) => Promise<APIGatewayProxyStructuredResultV2>;

describe.each(bodyRoutes(routeList).map((route) => [routeKey(route), route] as const))('%s with 1,000 bad bodies', (_key, route) => {
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
