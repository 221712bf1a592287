/**
 * The token of an activation or reset link. The mails put it in the fragment
 * (`/activate/{uid}#token=…`), which browsers never send, so no access log keeps it; links sent
 * before carry `?token=…`, still accepted. Once read, it leaves the address bar (and the history).
 */
export const takeLinkToken = (location: { hash: string; search: string }): string => {
  const token = new URLSearchParams(location.hash.replace(/^#/, '')).get('token') ?? new URLSearchParams(location.search).get('token') ?? '';
  if (typeof window === 'undefined') return token;
  const url = new URL(window.location.href);
  if (new URLSearchParams(url.hash.replace(/^#/, '')).has('token') || url.searchParams.has('token')) {
    url.hash = '';
    url.searchParams.delete('token');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}`);
  }
  return token;
};
