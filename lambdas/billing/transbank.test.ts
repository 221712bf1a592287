import { resetTransbankConfig } from './transbank-config';
import { useTransbankHttp } from '../testing/transbank-http';

// Transbank over HTTP (lambdas/testing/transbank-http.ts), called by transbank-sdk as in Lambda: it answers each test's status, with a text of its own.
const transbank = useTransbankHttp();

/** An HTTP answer outside 2xx: the status, and Transbank's `error_message`. */
const answered = (status: number, errorMessage: string) => Promise.reject(Object.assign(new Error(`Request failed with status code ${status}`), { response: { status, data: { error_message: errorMessage } } }));
const paid = { buy_order: 'BC1', card_detail: { card_number: '2032' }, details: [{ amount: 1000, status: 'AUTHORIZED', response_code: 0, authorization_code: '1213', balance: 1000 }] };

const gateway = async () => (await import('./transbank')).transbankGateway();

beforeEach(() => {
  transbank.mockReset();
  resetTransbankConfig();
});

describe("Transbank's failures, recognised by their HTTP status, whatever their text", () => {
  it('status of a buy order Transbank never received: 422 or 404, any text, is "not found"', async () => {
    for (const status of [422, 404]) {
      transbank.mockImplementationOnce(() => answered(status, 'Orden de compra inexistente'));
      expect(await (await gateway()).status('BC1')).toBeUndefined();
    }
    transbank.mockImplementationOnce(() => answered(401, 'Not Authorized'));
    await expect((await gateway()).status('BC1')).rejects.toThrow('401');
  });

  it('a refused charge (4xx, any text) is what status says of its buy order: never counted as a second charge, never taken as no charge when one exists', async () => {
    transbank.mockImplementation((request: { method: string }) => (request.method === 'POST' ? answered(422, 'Orden de compra repetida') : Promise.resolve({ status: 200, data: paid })));
    expect(await (await gateway()).charge({ username: 'u1', tbkUser: 't1', buyOrder: 'BC1', amountClp: 1000 })).toMatchObject({ outcome: 'paid', cardLast4: '2032' });
  });

  it('no answer (a timeout, a closed socket) or a 5xx is unknown: asked later with status', async () => {
    for (const failure of [() => Promise.reject(new Error('timeout of 1000ms exceeded')), () => Promise.reject(new Error('socket hang up')), () => answered(503, 'Service Unavailable')]) {
      transbank.mockImplementationOnce(failure);
      expect(await (await gateway()).charge({ username: 'u1', tbkUser: 't1', buyOrder: 'BC1', amountClp: 1000 })).toEqual({ outcome: 'unknown' });
    }
  });

  it('deleting an inscription Transbank no longer has (404, any text) is done; another failure is not', async () => {
    transbank.mockImplementationOnce(() => answered(404, 'No existe'));
    await expect((await gateway()).deleteInscription('t1', 'u1')).resolves.toBeUndefined();
    transbank.mockImplementationOnce(() => answered(500, 'Error'));
    await expect((await gateway()).deleteInscription('t1', 'u1')).rejects.toThrow('500');
  });

  it('a refund of an older charge whose child buy order was the parent\'s: a 404, any text, tries the parent\'s', async () => {
    transbank.mockImplementationOnce(() => answered(404, 'No existe')).mockImplementationOnce(() => Promise.resolve({ status: 200, data: { type: 'REVERSED' } }));
    await (await gateway()).refund('BC1', 1000);
    expect(transbank.mock.calls.map(([request]) => JSON.parse((request as { data: string }).data) as { detail_buy_order: string }).map((body) => body.detail_buy_order)).toEqual(['BS1', 'BC1']);
  });

  it('status reads a reversal or a nullification back as a paid charge refunded since, with the card it was made to', async () => {
    transbank.mockImplementationOnce(() => Promise.resolve({ status: 200, data: { ...paid, details: [{ ...paid.details[0], status: 'REVERSED', balance: 0 }] } }));
    expect(await (await gateway()).status('BC1')).toMatchObject({ outcome: 'paid', refundedClp: 1000, cardLast4: '2032' });
    transbank.mockImplementationOnce(() => Promise.resolve({ status: 200, data: { ...paid, details: [{ ...paid.details[0], status: 'PARTIALLY_NULLIFIED', balance: 400 }] } }));
    expect(await (await gateway()).status('BC1')).toMatchObject({ outcome: 'paid', refundedClp: 600 });
  });
});
