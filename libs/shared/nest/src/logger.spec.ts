import { JsonLogger, redact } from './logger';

describe('redact', () => {
  it('removes personal data by key and by shape', () => {
    expect(
      redact({ idNumber: '9001015009087', user: { email: 'a@b.co', cellNumbers: ['0821234567'] }, note: 'ID 9001015009087, call 0821234567 or a@b.co', count: 3 }),
    ).toEqual({ idNumber: '[redacted]', user: { email: '[redacted]', cellNumbers: '[redacted]' }, note: 'ID [redacted], call [redacted] or [redacted]', count: 3 });
  });

  it('keeps errors readable without their PII', () => {
    expect(redact(new Error('no client 9001015009087'))).toMatchObject({ name: 'Error', message: 'no client [redacted]' });
  });
});

describe('JsonLogger', () => {
  const capture = (level: 'debug' | 'info' = 'info') => {
    const lines: Record<string, unknown>[] = [];
    return { lines, logger: new JsonLogger('test-service', level, (line) => lines.push(JSON.parse(line))) };
  };

  it('writes one JSON object per event with service, level and context', () => {
    const { lines, logger } = capture();
    logger.log('listening', 'Bootstrap');
    logger.warn({ msg: 'slow', ms: 250 });
    expect(lines).toEqual([
      expect.objectContaining({ level: 'info', service: 'test-service', context: 'Bootstrap', msg: 'listening' }),
      expect.objectContaining({ level: 'warn', msg: 'slow', ms: 250 }),
    ]);
  });

  it('drops events below its level', () => {
    const { lines, logger } = capture('info');
    logger.debug('noise');
    expect(lines).toHaveLength(0);
  });

  it('treats GraphQL errors that Nest reports as answers, not faults', () => {
    const { lines, logger } = capture('debug');
    const answer = Object.assign(new Error('Invalid ID number'), { name: 'GraphQLError' });
    logger.error(answer, undefined, 'ExceptionsHandler');
    expect(lines[0]?.['level']).toBe('debug');
    logger.error(new TypeError('boom'), undefined, 'ExceptionsHandler');
    expect(lines[1]?.['level']).toBe('error');
  });
});
