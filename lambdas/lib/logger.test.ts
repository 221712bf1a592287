import type { logger as Logger } from './logger';

/** The logger as a function would load it with these variables. */
const loggerWith = (variables: Record<string, string | undefined>): typeof Logger => {
  const saved = { ...process.env };
  const given = Object.entries(variables).filter((entry): entry is [string, string] => entry[1] !== undefined);
  process.env = { ...Object.fromEntries(Object.entries(saved).filter(([name]) => !(name in variables))), ...Object.fromEntries(given) };
  try {
    let loaded: typeof Logger | undefined;
    jest.isolateModules(() => {
      loaded = jest.requireActual<{ logger: typeof Logger }>('./logger').logger;
    });
    if (!loaded) throw new Error('The logger did not load');
    return loaded;
  } finally {
    process.env = saved;
  }
};

describe('the logger (one object a line, which Lambda\'s JSON log format keeps structured)', () => {
  const spies = (['debug', 'info', 'warn', 'error'] as const).map((method) => jest.spyOn(console, method).mockImplementation(() => undefined));
  afterEach(() => spies.forEach((spy) => spy.mockClear()));
  afterAll(() => spies.forEach((spy) => spy.mockRestore()));
  const [debug, info, warn, error] = spies;

  it('writes the message and its attributes as one object, through the console method of its level', () => {
    const logger = loggerWith({ LOG_LEVEL: 'DEBUG', AWS_LAMBDA_LOG_LEVEL: undefined });
    const failure = new Error('Cognito is down');
    logger.debug('Checked', { uid: 'u-1' });
    logger.info('Mail sent', { kind: 'activation', uid: 'u-1' });
    logger.warn('No account for a mail');
    logger.error('Unhandled error', { error: failure });
    expect(debug?.mock.calls).toEqual([[{ message: 'Checked', uid: 'u-1' }]]);
    expect(info?.mock.calls).toEqual([[{ message: 'Mail sent', kind: 'activation', uid: 'u-1' }]]);
    expect(warn?.mock.calls).toEqual([[{ message: 'No account for a mail' }]]);
    expect(error?.mock.calls).toEqual([[{ message: 'Unhandled error', error: failure }]]);
  });

  it('drops the levels below LOG_LEVEL where Lambda sets none (the local stack)', () => {
    const logger = loggerWith({ LOG_LEVEL: 'WARN', AWS_LAMBDA_LOG_LEVEL: undefined });
    logger.debug('d');
    logger.info('i');
    logger.warn('w');
    logger.error('e');
    expect([debug, info, warn, error].map((spy) => spy?.mock.calls.length)).toEqual([0, 0, 1, 1]);
  });

  it('follows the application log level Lambda sets over LOG_LEVEL', () => {
    const logger = loggerWith({ LOG_LEVEL: 'DEBUG', AWS_LAMBDA_LOG_LEVEL: 'ERROR' });
    logger.info('i');
    logger.warn('w');
    logger.error('e');
    expect([info, warn, error].map((spy) => spy?.mock.calls.length)).toEqual([0, 0, 1]);
  });

  it('is silent in tests unless a level is given', () => {
    const logger = loggerWith({ LOG_LEVEL: undefined, AWS_LAMBDA_LOG_LEVEL: undefined, NODE_ENV: 'test' });
    logger.error('e');
    expect(error).not.toHaveBeenCalled();
  });
});
