import { markApplied } from './offer-applied';

/** The offer page's script: "Ya postulaste" on the apply button of an offer the student applied to, nothing otherwise. */
const page = () => {
  document.body.innerHTML = '<article><h1>Práctica</h1><a class="apply" href="/intern/postular/OF-1">Postular</a></article>';
  return document.querySelector('a') as HTMLAnchorElement;
};
const answering = (status: number, body: unknown) => jest.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status }))) as unknown as typeof fetch;

describe("the offer page's applied mark", () => {
  test('an offer the student applied to reads "Ya postulaste" and leads to the application, asking with the stored token', async () => {
    const link = page();
    const fetchList = answering(200, { applications: [{ offerId: 'OF-2' }, { offerId: 'OF-1' }] });
    expect(await markApplied(document, 'id-token', fetchList)).toBe(true);
    expect(link.textContent).toBe('Ya postulaste · Ver tu postulación');
    expect(link.getAttribute('href')).toBe('/intern/myapplications/OF-1');
    expect(fetchList).toHaveBeenCalledWith('/api/intern/applications', { headers: { authorization: 'Bearer id-token' } });
  });

  test.each([
    ['no session in this browser', undefined, answering(200, { applications: [{ offerId: 'OF-1' }] })],
    ['another offer applied to', 'id-token', answering(200, { applications: [{ offerId: 'OF-2' }] })],
    ['a company (403)', 'id-token', answering(403, { error: { code: 'forbidden' } })],
    ['no network', 'id-token', jest.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch],
  ])('%s: the button stays "Postular"', async (_case, token, fetchList) => {
    const link = page();
    expect(await markApplied(document, token, fetchList)).toBe(false);
    expect(link.textContent).toBe('Postular');
    expect(link.getAttribute('href')).toBe('/intern/postular/OF-1');
  });
});
