import { HttpError } from '../lib/errors';
import { allowRequest, type Limit } from '../lib/rate-limit.repository';

const minutes = (count: number) => count * 60;

/**
 * The abuse limits of the public account endpoints, in one place: each counted per client IP and
 * per target (the e-mail or the uid it is about), in the API itself, so that the local stack and a
 * direct call to the execute-api address meet them too (the WAF and the API's throttling add theirs).
 * Past a limit the API answers 429 `too-many-requests`. The link endpoints (activate, reset) count
 * only wrong links (`limitLinkFailures`).
 */
export const abuseLimits = {
  register: { perIp: { name: 'register-ip', max: 60, windowSeconds: minutes(15) }, perTarget: { name: 'register-email', max: 5, windowSeconds: minutes(15) } },
  activate: { perIp: { name: 'activate-ip', max: 30, windowSeconds: minutes(15) }, perTarget: { name: 'activate-uid', max: 10, windowSeconds: minutes(15) } },
  recovery: { perIp: { name: 'recovery-ip', max: 20, windowSeconds: minutes(15) }, perTarget: { name: 'recovery-email', max: 3, windowSeconds: minutes(15) } },
  reset: { perIp: { name: 'reset-ip', max: 20, windowSeconds: minutes(15) }, perTarget: { name: 'reset-uid', max: 10, windowSeconds: minutes(15) } },
} as const satisfies Record<string, { perIp: Limit; perTarget: Limit }>;

export type AbuseLimitedAction = keyof typeof abuseLimits;

/** The eight 16-bit groups of an IPv6 address (`::` expanded), or undefined if it is not one. */
const ipv6Groups = (address: string): number[] | undefined => {
  const [head = '', tail, ...rest] = address.split('::');
  if (rest.length > 0) return undefined;
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':').map((group) => (/^[0-9a-f]{1,4}$/i.test(group) ? parseInt(group, 16) : Number.NaN)));
  const [first, last] = [groupsOf(head), groupsOf(tail ?? '')];
  const groups = tail === undefined ? first : [...first, ...Array<number>(8 - first.length - last.length).fill(0), ...last];
  return groups.length === 8 && groups.every((group) => Number.isInteger(group)) ? groups : undefined;
};

/**
 * Whom a per-address limit counts: an IPv4 address as it is; an IPv6 address by its /64, the block
 * a provider gives one subscriber (a host picks any address in it, so a /128 would count nobody
 * twice); an IPv4 address mapped into IPv6 (`::ffff:198.51.100.10`) as the IPv4 address.
 */
export const addressSubject = (address: string): string => {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)?.[1];
  if (mapped) return mapped;
  const groups = address.includes(':') ? ipv6Groups(address) : undefined;
  return groups ? `${groups.slice(0, 4).map((group) => group.toString(16)).join(':')}::/64` : address;
};

/** Counts one request of this client and this target: whether each is still within its limit. */
export const countAbuse = async (action: AbuseLimitedAction, client: { ip: string; target: string }): Promise<{ ip: boolean; target: boolean }> => {
  const limits = abuseLimits[action];
  const [ip, target] = await Promise.all([allowRequest(limits.perIp, addressSubject(client.ip)), allowRequest(limits.perTarget, client.target.toLowerCase())]);
  return { ip, target };
};

/** Counts one request of this client and this target; past either limit, 429 too-many-requests. */
export const enforceAbuseLimits = async (action: AbuseLimitedAction, client: { ip: string; target: string }): Promise<void> => {
  const allowed = await countAbuse(action, client);
  if (!allowed.ip || !allowed.target) throw new HttpError(429, 'too-many-requests');
};

const isWrongLink = (error: unknown): boolean => error instanceof HttpError && (error.code === 'invalid-link' || error.code === 'expired-link');

/**
 * Runs a link's use (`attempt`, which checks the token before anything else) and counts it only
 * when the link was wrong: per address and per target, past either limit 429 instead of the
 * link's error. A valid link is used whatever strangers tried before, from anywhere (a request is
 * never refused before its token was checked); guessing a token is out of reach of any limit
 * anyway (256 random bits, lib/crypto.ts), so the counters only slow down whoever keeps sending
 * wrong ones.
 */
export const limitLinkFailures = async <T>(action: 'activate' | 'reset', client: { ip: string; target: string }, attempt: () => Promise<T>): Promise<T> => {
  try {
    return await attempt();
  } catch (error) {
    if (isWrongLink(error)) await enforceAbuseLimits(action, client);
    throw error;
  }
};
