import { QueryObserver } from '@tanstack/react-query';
import { queryClient } from '../../lib/query-client';
import { aUser } from '../../testing/render-app';
import './me';
import { mirrorUser, sessionStore } from './session-store';

describe("the session's mirror of ['me']", () => {
  beforeEach(() => {
    queryClient.clear();
    mirrorUser(null);
  });

  test('a read of the user document that has not answered yet does not sign the user out', async () => {
    const user = aUser();
    mirrorUser(user); // a restored session, set before the cache has the document
    let answer: (value: typeof user) => void = () => undefined;
    // A read cancelled by the next test's clear() is no failure of this one.
    const read = queryClient.query({ queryKey: ['me'], queryFn: () => new Promise<typeof user>((resolve) => (answer = resolve)) }).catch(() => undefined);
    expect(sessionStore.getSnapshot().user).toEqual(user);
    answer(user);
    await read;
    expect(sessionStore.getSnapshot().user).toEqual(user);
  });

  test('a saved document, a sign-out (null) and a cleared cache all reach the mirror', () => {
    const user = aUser();
    queryClient.setQueryData(['me'], user);
    expect(sessionStore.getSnapshot().user).toEqual(user);
    queryClient.setQueryData(['me'], null);
    expect(sessionStore.getSnapshot().user).toBeNull();
    queryClient.setQueryData(['me'], user);
    queryClient.clear();
    expect(sessionStore.getSnapshot().user).toBeNull();
  });

  test("a sign-out's cleared cache stays signed out when the pages' observers of the old document let go", () => {
    const user = aUser();
    queryClient.setQueryData(['me'], user);
    const observer = new QueryObserver(queryClient, { queryKey: ['me'], queryFn: () => user, staleTime: Infinity });
    const unsubscribe = observer.subscribe(() => undefined);
    queryClient.clear();
    expect(sessionStore.getSnapshot().user).toBeNull();
    unsubscribe(); // the signed-in page unmounts after the sign-out
    expect(sessionStore.getSnapshot().user).toBeNull();
  });
});
