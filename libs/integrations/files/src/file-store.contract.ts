// One behaviour for every FileStore: each implementation's spec runs this suite against it.
import { randomBytes } from 'node:crypto';
import { randomUUID } from 'node:crypto';
import type { FileStore } from './file-store';

export function describeFileStoreContract(name: string, makeStore: () => FileStore) {
  describe(`FileStore contract: ${name}`, () => {
    let store: FileStore;
    beforeAll(() => {
      store = makeStore();
    });

    it('gives back the bytes and type it was given, under a new key', async () => {
      const bytes = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
      const stored = await store.put(bytes, 'application/pdf');
      expect(stored).toEqual({ key: expect.stringMatching(/^[0-9a-f-]{36}$/), contentType: 'application/pdf', size: 256 });
      const read = await store.get(stored.key);
      expect(read).toMatchObject({ key: stored.key, contentType: 'application/pdf', size: 256 });
      expect(Buffer.compare(read!.content, bytes)).toBe(0);
      expect(await store.head(stored.key)).toEqual({ key: stored.key, contentType: 'application/pdf', size: 256 });
    });

    it('keeps the same bytes stored twice as two objects', async () => {
      const bytes = randomBytes(1024);
      const [a, b] = await Promise.all([store.put(bytes, 'image/jpeg'), store.put(bytes, 'image/png')]);
      expect(a.key).not.toBe(b.key);
      expect((await store.head(a.key))?.contentType).toBe('image/jpeg');
      expect((await store.head(b.key))?.contentType).toBe('image/png');
    });

    it('stores an empty file and a large one', async () => {
      const empty = await store.put(Buffer.alloc(0), 'image/png');
      expect((await store.get(empty.key))?.content.length).toBe(0);
      const large = randomBytes(5 * 1024 * 1024);
      const stored = await store.put(large, 'image/jpeg');
      expect(Buffer.compare((await store.get(stored.key))!.content, large)).toBe(0);
      expect((await store.head(stored.key))?.size).toBe(large.length);
    }, 30_000);

    it('answers null for a key it never made, whatever its shape', async () => {
      for (const key of [randomUUID(), '../../etc/passwd', '', '*', 'a/b', `${randomUUID()}/..`]) {
        expect(await store.get(key)).toBeNull();
        expect(await store.head(key)).toBeNull();
        await expect(store.delete(key)).resolves.toBeUndefined();
      }
    });

    it('deletes, and deleting again is fine', async () => {
      const stored = await store.put(Buffer.from('gone soon'), 'application/pdf');
      await store.delete(stored.key);
      expect(await store.get(stored.key)).toBeNull();
      expect(await store.head(stored.key)).toBeNull();
      await expect(store.delete(stored.key)).resolves.toBeUndefined();
    });

    it('refuses a content type that is not a MIME type', async () => {
      await expect(store.put(Buffer.from('x'), 'image/jpeg\r\nX-Evil: 1')).rejects.toThrow(TypeError);
    });
  });
}
