import { RequestContext, type EntityManager } from '@mikro-orm/core';
import { enterRequestContext } from './request-context';

describe('enterRequestContext', () => {
  const fakeRoot = () => {
    const forks: object[] = [];
    const root = {
      name: 'default',
      fork: jest.fn((options: object) => {
        const fork = { name: 'default', options };
        forks.push(fork);
        return fork;
      }),
    };
    return { root: root as unknown as EntityManager & { fork: jest.Mock }, forks };
  };

  it('forks the root EntityManager only when the request first uses it, once, as RequestContext.enter does', async () => {
    const { root, forks } = fakeRoot();
    await new Promise<void>((done) =>
      setImmediate(() => {
        enterRequestContext(root);
        expect(root.fork).not.toHaveBeenCalled();
        expect(RequestContext.currentRequestContext()).toBeDefined();
        const em = RequestContext.getEntityManager();
        expect(root.fork).toHaveBeenCalledTimes(1);
        expect(root.fork).toHaveBeenCalledWith({ useContext: true, disableContextResolution: true });
        expect(em).toBe(forks[0]);
        expect(RequestContext.getEntityManager()).toBe(em);
        expect(RequestContext.currentRequestContext()?.em).toBe(em);
        expect(RequestContext.getEntityManager('other')).toBeUndefined();
        expect(root.fork).toHaveBeenCalledTimes(1);
        done();
      }),
    );
  });

  it('gives each request its own fork', async () => {
    const { root } = fakeRoot();
    const inRequest = () =>
      new Promise<unknown>((resolve) =>
        setImmediate(() => {
          enterRequestContext(root);
          resolve(RequestContext.getEntityManager());
        }),
      );
    const [a, b] = await Promise.all([inRequest(), inRequest()]);
    expect(a).not.toBe(b);
    expect(root.fork).toHaveBeenCalledTimes(2);
  });

  it('answers "no context yet" to the fork being made (MikroORM asks while constructing it), as before the context existed', async () => {
    const seenWhileForking: unknown[] = [];
    const root = {
      name: 'default',
      fork: jest.fn(() => {
        seenWhileForking.push(RequestContext.getEntityManager());
        return { name: 'default' };
      }),
    } as unknown as EntityManager;
    await new Promise<void>((done) =>
      setImmediate(() => {
        enterRequestContext(root);
        expect(RequestContext.getEntityManager()).toEqual({ name: 'default' });
        done();
      }),
    );
    expect(seenWhileForking).toEqual([undefined]);
  });
});
