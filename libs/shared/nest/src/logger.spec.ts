import { JsonLogger, redact } from './logger';

describe('redact', () => {
  it('removes personal data by key and by shape', () => {
    expect(
      redact({ idNumber: '9001015009087', user: { email: 'a@b.co', cellNumbers: ['0821234567'] }, note: 'ID 9001015009087, call 0821234567 or a@b.co', count: 3 }),
    ).toEqual({ idNumber: '[redacted]', user: { email: '[redacted]', cellNumbers: '[redacted]' }, note: 'ID [redacted], call [redacted] or [redacted]', count: 3 });
  });

  it.each([
    ['an SA ID number', 'id 9001015009087.', 'id [redacted].'],
    ['a cell number', 'call 0821234567', 'call [redacted]'],
    ['a cell number with spaces', 'call 082 123 4567 now', 'call [redacted] now'],
    ['an international cell number', 'call +27821234567', 'call [redacted]'],
    ['an e-mail address', 'mail thandi.m+x@mail.example.co.za, please', 'mail [redacted], please'],
    ['an e-mail address after other text', 'to:a@b.co', 'to:[redacted]'],
    ['several in one text', 'a@b.co 8001015009087 0721234567', '[redacted] [redacted] [redacted]'],
    ['no PII', 'policy FUN-000123 for R 96.12', 'policy FUN-000123 for R 96.12'],
    ['a 12-digit number (not an ID)', 'ref 123456789012', 'ref 123456789012'],
  ])('removes %s from a text', (_case, text, expected) => {
    expect(redact(text)).toBe(expected);
  });

  // A value is whatever a caller sent: redaction must take time in proportion to its length.
  it.each([
    ['letters', 'a'.repeat(1e6)],
    ['@-heavy', 'a@'.repeat(5e5)],
    ['.-heavy', 'a.'.repeat(5e5)],
    ['@ then dots', `a@${'a.'.repeat(5e5)}`],
    ['local part then @', `${'a'.repeat(1e6)}@`],
    ['digit runs', '0'.repeat(1e6)],
    ['digits and spaces', '082 '.repeat(25e4)],
    ['mixed', 'x.y+z@'.repeat(16e4)],
  ])('redacts a 1 MB %s value in under 50 ms', (_case, value) => {
    redact('warm up a@b.co 0821234567');
    const started = performance.now();
    const out = redact(value) as string;
    expect(performance.now() - started).toBeLessThan(50);
    expect(out.length).toBeLessThan(10_000);
  });

  it('logs only the start of a long value, without a cut-off ID number at the end', () => {
    const out = redact(`${'x '.repeat(2047)}9001015009087 ${'y'.repeat(10_000)}`) as string;
    expect(out).toMatch(/^(x )+ …\[\+10014 characters\]$/);
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
