import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { IntegrationError } from '@imali/integrations/core';
import { FileStore, checkContentType, isObjectKey, newObjectKey, type StoredContent, type StoredObject } from './file-store';

export interface S3FileStoreOptions {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, Ceph, a cloud's S3 API); AWS itself when absent. */
  endpoint?: string;
  /** bucket in the path (http://host/bucket/key), which most S3-compatible servers need. */
  forcePathStyle?: boolean;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Key prefix inside the bucket, e.g. "vault/". */
  prefix?: string;
}

const notFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
};

/** Files in S3-compatible object storage (several pods share it; the bucket is the backup). */
export class S3FileStore extends FileStore {
  readonly kind = 's3' as const;
  private readonly client: S3Client;
  private readonly prefix: string;

  constructor(private readonly options: S3FileStoreOptions) {
    super();
    this.prefix = options.prefix ?? '';
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle ?? false,
      credentials: options.accessKeyId && options.secretAccessKey ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } : undefined,
      // Checksums only where S3 requires them: many S3-compatible servers reject the newer
      // default (aws-chunked bodies with trailing CRC32).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
  }

  private objectKey(key: string) {
    return `${this.prefix}${key}`;
  }

  private async call<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof IntegrationError) throw error;
      throw new IntegrationError('files', `S3 ${what} failed: ${(error as Error)?.name ?? 'error'}`, true);
    }
  }

  async put(content: Buffer, contentType: string): Promise<StoredObject> {
    checkContentType(contentType);
    const key = newObjectKey();
    await this.call('put', () =>
      new Upload({ client: this.client, params: { Bucket: this.options.bucket, Key: this.objectKey(key), Body: content, ContentType: contentType, ContentLength: content.length } }).done(),
    );
    return { key, contentType, size: content.length };
  }

  async head(key: string): Promise<StoredObject | null> {
    if (!isObjectKey(key)) return null;
    return this.call('head', async () => {
      try {
        const answer = await this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }));
        return { key, contentType: answer.ContentType ?? 'application/octet-stream', size: Number(answer.ContentLength ?? 0) };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    });
  }

  async get(key: string): Promise<StoredContent | null> {
    if (!isObjectKey(key)) return null;
    return this.call('get', async () => {
      try {
        const answer = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }));
        const content = Buffer.from(await answer.Body!.transformToByteArray());
        return { key, contentType: answer.ContentType ?? 'application/octet-stream', size: content.length, content };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    });
  }

  async delete(key: string): Promise<void> {
    if (!isObjectKey(key)) return;
    await this.call('delete', () => this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) })));
  }

  /** Closes the client's sockets (tests, shutdown). */
  destroy(): void {
    this.client.destroy();
  }
}
