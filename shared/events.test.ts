/** The event catalogue builds a detail schema on first use, once, not every schema at import. */
describe('the event catalogue', () => {
  afterEach(() => {
    jest.resetModules();
    jest.dontMock('zod/mini');
  });

  it('builds no event schema at import, then one per event on first use, and the same one after', async () => {
    const built: unknown[] = [];
    jest.doMock('zod/mini', () => {
      const actual = jest.requireActual<typeof import('zod/mini')>('zod/mini');
      return {
        ...actual,
        object: (...args: Parameters<typeof actual.object>) => {
          const schema = actual.object(...args);
          built.push(schema);
          return schema;
        },
      };
    });
    // What the catalogue imports builds its own schemas (plans, statuses): those come first.
    await import('./admin');
    await import('./support');
    const before = built.length;
    const { events } = await import('./events');
    expect(built).toHaveLength(before);

    const first = events.AdminUserDeleted.schema;
    expect(built.slice(before)).toEqual([first]);
    expect(events.AdminUserDeleted.schema).toBe(first);
    expect(first.safeParse({ uid: 'u1', actor: 'a1', at: '2026-11-23T05:00:00.000Z' }).success).toBe(true);
    expect(first.safeParse({ uid: '', actor: 'a1', at: 'ayer' }).success).toBe(false);
  });

  it('AdminGranted carries ids, not the e-mail: nothing personal outlives an erasure in the outbox or a dead-letter queue', async () => {
    const { events } = await import('./events');
    const detail = { uid: 'user-1', email: 'ana@example.cl', grantedBy: 'cli', at: '2026-12-02T15:00:00.000Z' };
    expect(events.AdminGranted.schema.parse(detail)).toEqual({ uid: 'user-1', grantedBy: 'cli', at: '2026-12-02T15:00:00.000Z' });
  });
});

/**
 * Events carry ids and states, never what a person is: an event outlives an erasure in the outbox and
 * in a dead-letter queue. Every schema of the catalogue is walked: no field is named like a person's
 * data, and no field takes an open payload (a record or an unknown value could carry any of it).
 */
describe('what an event may carry', () => {
  const personal = ['email', 'rut', 'firstName', 'lastName', 'birthDate', 'name', 'phone', 'contactPhone', 'legalName', 'message', 'members'];
  type Node = { _zod: { def: { type: string; shape?: Record<string, Node>; innerType?: Node; element?: Node; options?: Node[] } } };
  const problems = (node: Node, path: string): string[] => {
    const { def } = node._zod;
    if (def.type === 'record' || def.type === 'unknown' || def.type === 'any') return [`${path}: ${def.type}`];
    if (def.type === 'object') return Object.entries(def.shape ?? {}).flatMap(([key, child]) => [...(personal.includes(key) ? [`${path}.${key}`] : []), ...problems(child, `${path}.${key}`)]);
    const inner = [def.innerType, def.element, ...(def.options ?? [])].filter((child): child is Node => child !== undefined);
    return inner.flatMap((child) => problems(child, path));
  };

  it('no event schema holds a person’s data or an open payload', async () => {
    const { events } = await import('./events');
    expect(Object.entries(events).flatMap(([name, definition]) => problems(definition.schema as unknown as Node, name))).toEqual([]);
  });
});
