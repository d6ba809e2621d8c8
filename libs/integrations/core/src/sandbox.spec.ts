import { SandboxCallbacks, deterministicBucket, deterministicRandom, deterministicReference, simulateLatency } from './sandbox';
import { nodeEnvOf, sandboxFailureSchema, sandboxLatencyDefault } from './integration-config';
import { IntegrationError, isIntegrationError } from './integration-error';

describe('sandbox helpers', () => {
  it('answer the same for the same input, and spread different inputs', () => {
    expect(deterministicBucket('1234567890', 10)).toBe(deterministicBucket('1234567890', 10));
    const buckets = new Set(Array.from({ length: 50 }, (_, i) => deterministicBucket(`account-${i}`, 4)));
    expect(buckets.size).toBe(4);
    expect(() => deterministicBucket('x', 0)).toThrow(RangeError);
    expect(deterministicReference('MD', 'abc')).toMatch(/^MD[0-9A-F]{12}$/);
    expect(deterministicReference('MD', 'abc')).toBe(deterministicReference('MD', 'abc'));
  });

  it('waits only when asked to', async () => {
    const started = Date.now();
    await simulateLatency(0);
    expect(Date.now() - started).toBeLessThan(20);
    await simulateLatency(30);
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
  });

  it.each([
    [{}, 'development', 50],
    [{ NODE_ENV: 'test' }, 'test', 0],
    [{ NODE_ENV: 'production' }, 'production', 50],
    [{ NODE_ENV: 'test', SANDBOX_LATENCY_MS: '200' }, 'test', 200],
    [{ SANDBOX_LATENCY_MS: 'soon' }, 'development', 50],
  ])('latency default for %p', (env, nodeEnv, latency) => {
    expect(nodeEnvOf(env)).toBe(nodeEnv);
    expect(sandboxLatencyDefault(env)).toBe(latency);
  });

  it('says whether a failure is worth retrying', () => {
    const outage = new IntegrationError('debicheck', 'bank unavailable', true);
    expect(outage.code).toBe('PROVIDER_UNAVAILABLE');
    expect(new IntegrationError('debicheck', 'refused', false).code).toBe('PROVIDER_REFUSED');
    expect(isIntegrationError(outage)).toBe(true);
    expect(isIntegrationError(new Error('x'))).toBe(false);
  });

  it('draws a repeatable stream of numbers in [0, 1) from a seed', () => {
    const draw = (seed: string) => {
      const next = deterministicRandom(seed);
      return Array.from({ length: 200 }, () => next());
    };
    const first = draw('8503145123084');
    expect(draw('8503145123084')).toEqual(first);
    expect(draw('7908220456088')).not.toEqual(first);
    expect(first.every((n) => n >= 0 && n < 1)).toBe(true);
    expect(new Set(first).size).toBe(200);
  });

  it('reads a failure mode, none by default', () => {
    expect(sandboxFailureSchema().parse(undefined)).toBe('none');
    expect(sandboxFailureSchema().parse('slow')).toBe('slow');
    expect(sandboxFailureSchema().safeParse('sometimes').success).toBe(false);
  });
});

describe('SandboxCallbacks', () => {
  it('tries a failing handler three times, then goes on to the next handler', async () => {
    const calls: string[] = [];
    const failing = async (result: string) => {
      calls.push(`failing:${result}`);
      throw new Error('down');
    };
    const working = async (result: string) => {
      calls.push(`working:${result}`);
    };
    await new SandboxCallbacks(0).deliver([failing, working], 'r1');
    expect(calls).toEqual(['failing:r1', 'failing:r1', 'failing:r1', 'working:r1']);
  });

  it('runs an answer later, and never once stopped', async () => {
    const ran: string[] = [];
    const callbacks = new SandboxCallbacks(5);
    callbacks.later(async () => void ran.push('first'));
    await new Promise((resolve) => setTimeout(resolve, 30));
    callbacks.later(async () => void ran.push('second'));
    callbacks.stop();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(ran).toEqual(['first']);
  });
});
