import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { routes } from '../../../shared/routes';
import { resetTransbankConfig } from '../../billing/transbank-config';
import { context, httpEvent, testEnv, useTestEnv } from '../../testing/events';
import { handler } from './get-oneclick-return';
import { useTransbankHttp } from '../../testing/transbank-http';

// Webpay (API 1.1 and later) sends the browser back by GET: `?TBK_TOKEN=…`, the abort's fields too in production.
// Transbank over HTTP (lambdas/testing/transbank-http.ts), called by transbank-sdk as in Lambda.
const transbank = useTransbankHttp();
interface SdkRequest {
  method: string;
  url: string;
  data?: string;
}

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);
const token = 'b'.repeat(64);

const returnWith = async (query: Record<string, string>) => {
  const event = { ...httpEvent(routes.oneclickReturnGet, { query }), rawQueryString: new URLSearchParams(query).toString() };
  return handler(event, context);
};

beforeEach(() => {
  dynamo.reset();
  transbank.mockReset();
  resetTransbankConfig();
  dynamo.on(DeleteCommand).resolves({ Attributes: { pk: `CHECKOUT#${token}`, sk: 'CHECKOUT', token, uid: 'user-1', purpose: 'subscribe', plan: 'semestral', createdAt: '2026-11-22T12:00:00.000Z' } });
  dynamo.on(TransactWriteCommand).resolves({});
  dynamo.on(PutCommand).resolves({});
  // The owner's document: the account exists and is enabled.
  dynamo.on(GetCommand).resolves({ Item: { uid: 'user-1', activated: true } });
});

describe('GET /api/billing/oneclick-return', () => {
  it('finishes the inscription and charges the first period, as the POST return does', async () => {
    transbank.mockImplementation((request: SdkRequest) =>
      Promise.resolve({
        status: 200,
        data:
          request.method === 'PUT'
            ? { response_code: 0, tbk_user: 'tbk-1', authorization_code: '1213', card_type: 'Visa', card_number: 'XXXXXXXXXXXX6623' }
            : { buy_order: 'x', details: [{ amount: 29_990, status: 'AUTHORIZED', response_code: 0, authorization_code: '1213' }] },
      }),
    );
    const result = await returnWith({ TBK_TOKEN: token });
    expect(result.statusCode).toBe(303);
    expect(result.headers?.location).toBe(`${testEnv.SITE_URL}/profile/plan?resultado=suscrito`);
    const calls = transbank.mock.calls.map(([request]) => request as SdkRequest);
    expect(calls.map((request) => request.method)).toEqual(['PUT', 'POST']);
    // The store's buy order is its own, never the parent's.
    const body = JSON.parse(calls[1]?.data ?? '{}') as { buy_order: string; details: { buy_order: string }[] };
    expect(body.details[0]?.buy_order).not.toBe(body.buy_order);
  });

  it('a form timeout (only TBK_TOKEN; finish answers -96) ends on "tiempo-agotado", no charge', async () => {
    transbank.mockResolvedValue({ status: 200, data: { response_code: -96, tbk_user: null } });
    const result = await returnWith({ TBK_TOKEN: token });
    expect(result.headers?.location).toBe(`${testEnv.SITE_URL}/profile/plan?resultado=tiempo-agotado`);
    expect(transbank.mock.calls).toHaveLength(1);
  });

  it('an abort by GET (production) ends on "cancelado" without calling Transbank', async () => {
    const result = await returnWith({ TBK_TOKEN: token, TBK_ORDEN_COMPRA: 'OC123', TBK_ID_SESION: 'S1' });
    expect(result.headers?.location).toBe(`${testEnv.SITE_URL}/profile/plan?resultado=cancelado`);
    expect(transbank).not.toHaveBeenCalled();
  });

  it('answers 400 to a query without Transbank\'s token', async () => {
    expect((await returnWith({})).statusCode).toBe(400);
  });
});
