import { HttpError } from '../lib/errors';
import { allowRequest, type Limit } from '../lib/rate-limit.repository';

const minutes = (count: number) => count * 60;

/**
 * The abuse limits of the public account endpoints, in one place: each counted per client IP and
 * per target (the e-mail or the uid it is about), in the API itself, so that the local stack and a
 * direct call to the execute-api address meet them too (the WAF and the API's throttling add theirs).
 * Past a limit the API answers 429 `too-many-requests`.
 */
export const abuseLimits = {
  register: { perIp: { name: 'register-ip', max: 60, windowSeconds: minutes(15) }, perTarget: { name: 'register-email', max: 5, windowSeconds: minutes(15) } },
  activate: { perIp: { name: 'activate-ip', max: 30, windowSeconds: minutes(15) }, perTarget: { name: 'activate-uid', max: 10, windowSeconds: minutes(15) } },
  recovery: { perIp: { name: 'recovery-ip', max: 20, windowSeconds: minutes(15) }, perTarget: { name: 'recovery-email', max: 3, windowSeconds: minutes(15) } },
  reset: { perIp: { name: 'reset-ip', max: 20, windowSeconds: minutes(15) }, perTarget: { name: 'reset-uid', max: 10, windowSeconds: minutes(15) } },
} as const satisfies Record<string, { perIp: Limit; perTarget: Limit }>;

export type AbuseLimitedAction = keyof typeof abuseLimits;

/** Counts one request of this client and this target: whether each is still within its limit. */
export const countAbuse = async (action: AbuseLimitedAction, client: { ip: string; target: string }): Promise<{ ip: boolean; target: boolean }> => {
  const limits = abuseLimits[action];
  const [ip, target] = await Promise.all([allowRequest(limits.perIp, client.ip), allowRequest(limits.perTarget, client.target.toLowerCase())]);
  return { ip, target };
};

/** Counts one request of this client and this target; past either limit, 429 too-many-requests. */
export const enforceAbuseLimits = async (action: AbuseLimitedAction, client: { ip: string; target: string }): Promise<void> => {
  const allowed = await countAbuse(action, client);
  if (!allowed.ip || !allowed.target) throw new HttpError(429, 'too-many-requests');
};
