import { healthRoute } from '../../../shared/contracts/health/get-health';
import { defineHandler, json } from '../../lib/http';
import { logger } from '../../lib/logger';
import { dependencyChecks as checks } from '../../health/health.repository';

const CHECK_TIMEOUT_MS = 2000;

type Dependency = keyof typeof checks;

const probe = async (name: Dependency): Promise<'ok' | 'down'> => {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), CHECK_TIMEOUT_MS);
  try {
    await Promise.race([
      checks[name](),
      new Promise((_, reject) => abort.signal.addEventListener('abort', () => reject(new Error('timeout')))),
    ]);
    return 'ok';
  } catch (error) {
    logger.warn('Dependency check failed', { dependency: name, error });
    return 'down';
  } finally {
    clearTimeout(timer);
  }
};

/** GET /api/health: 200 with each dependency's state, or 503 naming the ones that are down. */
export const handler = defineHandler(healthRoute, async () => {
  const names = Object.keys(checks) as Dependency[];
  const states = await Promise.all(names.map(async (name) => [name, await probe(name)] as const));
  const dependencies = Object.fromEntries(states);
  const down = states.filter(([, state]) => state === 'down').map(([name]) => name);
  return json(down.length ? 503 : 200, { status: down.length ? 'down' : 'ok', dependencies, ...(down.length ? { down } : {}) });
});
