import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { Logger, withLambdaContext } from './logger';

const context = (requestId: string) =>
  ({ invokedFunctionArn: 'arn:aws:lambda:us-east-1:123456789012:function:me', memoryLimitInMB: '512', functionName: 'me', awsRequestId: requestId }) as Context;

const capture = (level: 'DEBUG' | 'INFO' | 'WARN' | 'ERROR' | 'SILENT' = 'DEBUG') => {
  const lines: { level: string; line: Record<string, unknown> }[] = [];
  const logger = new Logger('beneficios', level, (lineLevel, line) => lines.push({ level: lineLevel, line: JSON.parse(line) as Record<string, unknown> }));
  return { logger, lines };
};

describe('logger (the JSON shape of Powertools, without Powertools)', () => {
  const traceId = process.env._X_AMZN_TRACE_ID;
  afterEach(() => {
    process.env._X_AMZN_TRACE_ID = traceId;
  });

  test("a line carries the level, message, time, service, the invocation's fields, the trace id and the call's keys", async () => {
    process.env._X_AMZN_TRACE_ID = 'Root=1-5759e988-bd862e3fe1be46a994272793;Parent=53995c3f42cd8ad8;Sampled=1';
    const { logger, lines } = capture();
    const handler = middy(async () => {
      logger.info('Ticket opened', { uid: 'u1' });
      return Promise.resolve();
    }).use(withLambdaContext(logger));
    await handler({}, context('req-1'));
    await handler({}, context('req-2'));
    expect(lines.map(({ line }) => line)).toEqual([
      {
        level: 'INFO',
        message: 'Ticket opened',
        timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) as unknown,
        service: 'beneficios',
        cold_start: true,
        function_arn: 'arn:aws:lambda:us-east-1:123456789012:function:me',
        function_memory_size: '512',
        function_name: 'me',
        function_request_id: 'req-1',
        sampling_rate: 0,
        xray_trace_id: '1-5759e988-bd862e3fe1be46a994272793',
        uid: 'u1',
      },
      expect.objectContaining({ cold_start: false, function_request_id: 'req-2' }) as unknown,
    ]);
  });

  test('lines under the configured level are not written; warnings and errors go to their own stream', () => {
    const { logger, lines } = capture('WARN');
    logger.debug('a');
    logger.info('b');
    logger.warn('c');
    logger.error('d');
    expect(lines.map(({ level, line }) => [level, line.message])).toEqual([
      ['WARN', 'c'],
      ['ERROR', 'd'],
    ]);
    const silent = capture('SILENT');
    silent.logger.error('nothing');
    expect(silent.lines).toEqual([]);
  });

  test('an error is written with its name, location, message, stack, cause and own fields', () => {
    const { logger, lines } = capture();
    const error = Object.assign(new Error('Outer', { cause: new TypeError('Inner') }), { code: 'E1' });
    logger.error('Unhandled error', { error });
    const written = lines[0]?.line.error as Record<string, unknown>;
    expect(written).toMatchObject({ name: 'Error', message: 'Outer', code: 'E1', cause: { name: 'TypeError', message: 'Inner' } });
    expect(written.location).toMatch(/logger\.test\.ts:\d+$/);
    expect(written.stack).toEqual(error.stack);
  });

  test('a bigint is written as text and an object met twice does not break the line', () => {
    const { logger, lines } = capture();
    const loop: Record<string, unknown> = { name: 'loop' };
    loop.self = loop;
    logger.info('Odd values', { big: 10n, loop });
    expect(lines[0]?.line).toMatchObject({ big: '10', loop: { name: 'loop' } });
  });
});
