import { GraphQLError } from 'graphql';
import { tellClient } from './tell-client';

const message = { clientId: '6f1c3d9e-2b7a-4c1e-9f3a-5d8b7e6a4c21', key: 'test:1', channel: 'SMS' as const, body: 'Hello' };

describe('tellClient', () => {
  it('answers SENT or NO_CELL_NUMBER from identity', async () => {
    expect(await tellClient({ sendClientMessage: async () => true }, message, jest.fn())).toBe('SENT');
    expect(await tellClient({ sendClientMessage: async () => false }, message, jest.fn())).toBe('NO_CELL_NUMBER');
  });

  it('answers UNAVAILABLE when identity does not answer, without logging', async () => {
    const log = jest.fn();
    const down = new GraphQLError('identity is unavailable', { extensions: { code: 'SUBGRAPH_UNAVAILABLE' } });
    expect(await tellClient({ sendClientMessage: async () => Promise.reject(down) }, message, log)).toBe('UNAVAILABLE');
    expect(log).not.toHaveBeenCalled();
  });

  it('answers REFUSED for any other error and logs the key and the error, never the body', async () => {
    const log = jest.fn();
    const refused = new GraphQLError('body: at most 918 characters', { extensions: { code: 'BAD_USER_INPUT' } });
    expect(await tellClient({ sendClientMessage: async () => Promise.reject(refused) }, { ...message, body: 'secret body 8001015009087' }, log)).toBe('REFUSED');
    expect(log).toHaveBeenCalledWith({ msg: 'identity refused a message to a client', key: 'test:1', error: 'body: at most 918 characters' });
    expect(JSON.stringify(log.mock.calls)).not.toContain('8001015009087');
  });
});
