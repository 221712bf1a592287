import { waitFor } from '@testing-library/react';
import { queryClient } from '../../lib/query-client';
import { setTokenProvider } from '../../lib/api-client';
import { aUser, answerFetch } from '../../testing/render-app';
import { meQueryKey, setMe } from './me';
import { watchMe } from './session-live';

const noLiveQueries = { support: () => () => false, application: () => () => false };

/** The live user document's end: how the session provider learns that it must sign out, and whether to remember the page. */
describe('watchMe', () => {
  let stop: (() => void) | undefined;
  beforeEach(() => {
    Object.assign(globalThis, { WebSocket: undefined });
    // A stored session: the token the API client sends (the fake API answers as the test says).
    setTokenProvider(() => Promise.resolve('id-token'));
    setMe(queryClient, aUser());
  });
  afterEach(() => {
    stop?.();
    queryClient.clear();
  });

  it('says the session was lost from this browser when the document cannot be read any more (401: signed out in another tab)', async () => {
    answerFetch({ 'GET /api/me': () => ({ status: 401, body: { error: { code: 'unauthorized', message: 'Debes iniciar sesión para continuar.' } } }) });
    const onGone = jest.fn();
    stop = watchMe(onGone, noLiveQueries);
    await queryClient.invalidateQueries({ queryKey: meQueryKey });
    await waitFor(() => expect(onGone).toHaveBeenCalledWith(true));
    expect(onGone).toHaveBeenCalledTimes(1);
  });

  it('says the server ended it (not a page to come back to) when the account is disabled', async () => {
    answerFetch({ 'GET /api/me': () => ({ status: 403, body: { error: { code: 'user-disabled', message: 'Tu cuenta está deshabilitada.' } } }) });
    const onGone = jest.fn();
    stop = watchMe(onGone, noLiveQueries);
    await queryClient.invalidateQueries({ queryKey: meQueryKey });
    await waitFor(() => expect(onGone).toHaveBeenCalledWith(false));
  });
});
