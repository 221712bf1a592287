import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import fc from 'fast-check';
import { MAX_BODY_BYTES } from '../../shared/constants';
import { routeKey, routeList } from '../../shared/routes';
import { isWrite, mockAwsClients, probeCaller } from '../testing/bad-bodies';
import { context, httpEvent, useTestEnv } from '../testing/events';

useTestEnv();
const aws = mockAwsClients();

type Handler = (event: unknown, ctx: unknown) => Promise<APIGatewayProxyStructuredResultV2>;

const anyJsonValue = fc.jsonValue({ maxDepth: 3 });
/** Bodies that no endpoint accepts: malformed JSON, non-objects, unknown fields, wrong types, too large. */
const badBody = fc.oneof(
  // An empty body is an absent one, which an endpoint without a body accepts.
  fc.string({ minLength: 1, maxLength: 200 }).filter((text) => {
    try {
      JSON.parse(text);
      return false;
    } catch {
      return true;
    }
  }),
  fc.oneof(fc.integer(), fc.string(), fc.boolean(), fc.constant(null), fc.array(anyJsonValue, { maxLength: 4 })).map((value) => JSON.stringify(value)),
  fc
    .record({ email: anyJsonValue, uid: anyJsonValue, token: anyJsonValue, rut: anyJsonValue, password: anyJsonValue, unknownField: anyJsonValue }, { requiredKeys: ['unknownField'] })
    .map((value) => JSON.stringify(value)),
  fc.constant(JSON.stringify({ email: 'a@b.cl', padding: 'x'.repeat(MAX_BODY_BYTES) })),
  // Unknown or ill-typed nested facts, and values of the wrong type for the signed-in area's fields.
  fc.record({ household: fc.record({ unknownFact: anyJsonValue }) }).map((value) => JSON.stringify(value)),
  fc.record({ household: fc.oneof(fc.constant(null), fc.string(), fc.array(fc.integer())) }).map((value) => JSON.stringify(value)),
  fc.record({ key: fc.oneof(fc.integer(), fc.constant(null), fc.constant(''), fc.string({ minLength: 301, maxLength: 400 })) }).map((value) => JSON.stringify(value)),
);

const bodyRoutes = routeList.filter((route) => route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH');

describe.each(bodyRoutes.map((route) => [routeKey(route), route] as const))('%s with bad input', (_key, route) => {
  beforeEach(() => {
    aws.reset();
  });

  it('answers 400 with a code and a Spanish message, and writes nothing', async () => {
    const { handler } = (await import(`../${route.handler}`)) as { handler: Handler };
    await fc.assert(
      fc.asyncProperty(badBody, async (body) => {
        const caller = probeCaller(route);
        const result = await handler(httpEvent(route, { body, ...(caller ? { caller } : {}) }), context);
        const parsed = JSON.parse(result.body ?? '{}') as { error?: { code?: string; message?: string } };
        expect(result.statusCode).toBe(400);
        expect(parsed.error?.code).toEqual(expect.any(String));
        expect(parsed.error?.message).toMatch(/[a-záéíóúñ]/i);
        expect(aws.calls().filter(isWrite)).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });
});
