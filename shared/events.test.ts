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
