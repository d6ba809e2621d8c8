import type { InjectionToken, Provider } from '@nestjs/common';
import { FileStore } from './file-store';
import { loadFilesConfig, type FilesConfig } from './files.config';
import { LocalDiskFileStore } from './local-disk-file-store';
import { PostgresFileStore, type SqlClient } from './postgres-file-store';
import { S3FileStore } from './s3-file-store';

/** What the PostgreSQL store needs from the app: its connection and its (schema-qualified) table. */
export interface PostgresFileTable {
  sql: SqlClient;
  table: string;
}

/** The implementation the configuration names; `postgres` is the app's PostgreSQL store. */
export function createFileStore(config: FilesConfig, postgres: PostgresFileStore): FileStore {
  switch (config.FILES_STORE) {
    case 'disk':
      return new LocalDiskFileStore(config.FILES_DIRECTORY);
    case 's3':
      return new S3FileStore({
        bucket: config.FILES_S3_BUCKET!,
        region: config.FILES_S3_REGION,
        endpoint: config.FILES_S3_ENDPOINT,
        forcePathStyle: config.FILES_S3_FORCE_PATH_STYLE,
        accessKeyId: config.FILES_S3_ACCESS_KEY_ID,
        secretAccessKey: config.FILES_S3_SECRET_ACCESS_KEY,
        prefix: config.FILES_S3_PREFIX,
      });
    case 'postgres':
      return postgres;
  }
}

export const FILES_CONFIG = Symbol('FILES_CONFIG');
/** The PostgreSQL store, always there to read files stored before a switch of FILES_STORE. */
export const POSTGRES_FILE_STORE = Symbol('POSTGRES_FILE_STORE');

/**
 * Nest providers: FILES_CONFIG, FileStore (the configured store) and POSTGRES_FILE_STORE. The app
 * says how to reach its table: `postgres.useFactory` is called with `postgres.inject`.
 */
export function filesProviders(postgres: { inject: InjectionToken[]; useFactory: (...deps: never[]) => PostgresFileTable }): Provider[] {
  return [
    { provide: FILES_CONFIG, useFactory: () => loadFilesConfig() },
    {
      provide: POSTGRES_FILE_STORE,
      inject: postgres.inject,
      useFactory: (...deps: never[]) => {
        const { sql, table } = postgres.useFactory(...deps);
        return new PostgresFileStore(sql, table);
      },
    },
    { provide: FileStore, inject: [FILES_CONFIG, POSTGRES_FILE_STORE], useFactory: createFileStore },
  ];
}
