import { z } from 'zod';
import { ConfigError, loadConfig } from '@imali/shared/nest';
import { nodeEnvOf } from '@imali/integrations/core';
import type { FileStoreKind } from './file-store';

/**
 * Where uploaded bytes go (docs/decisions/file-storage-per-environment.md): local disk in
 * development, PostgreSQL under test, and in production whatever is set, never local disk
 * (several pods do not share one).
 */
export const DEFAULT_FILE_STORE: Record<'development' | 'test' | 'production', FileStoreKind> = { development: 'disk', test: 'postgres', production: 'postgres' };

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

export const filesConfigSchema = (env: NodeJS.ProcessEnv) =>
  z.object({
    FILES_STORE: z.enum(['disk', 's3', 'postgres']).default(DEFAULT_FILE_STORE[nodeEnvOf(env)]),
    /** disk: the directory (created if missing). */
    FILES_DIRECTORY: z.string().min(1).default('.data/files'),
    /** s3: bucket and region; endpoint for an S3-compatible server. */
    FILES_S3_BUCKET: z.string().min(3).max(63).optional(),
    FILES_S3_REGION: z.string().min(1).default('af-south-1'),
    FILES_S3_ENDPOINT: z.string().url().optional(),
    FILES_S3_FORCE_PATH_STYLE: flag.default(false),
    FILES_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    FILES_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    FILES_S3_PREFIX: z.string().max(200).default(''),
  });

export type FilesConfig = z.infer<ReturnType<typeof filesConfigSchema>>;

/** The files settings, checked together: a missing bucket or local disk in production is named. */
export function loadFilesConfig(env: NodeJS.ProcessEnv = process.env): FilesConfig {
  const config = loadConfig(filesConfigSchema(env), env);
  const problems: string[] = [];
  if (config.FILES_STORE === 's3' && !config.FILES_S3_BUCKET) problems.push('FILES_S3_BUCKET is required when FILES_STORE is s3');
  if (config.FILES_STORE === 's3' && !config.FILES_S3_ACCESS_KEY_ID !== !config.FILES_S3_SECRET_ACCESS_KEY) {
    problems.push('FILES_S3_ACCESS_KEY_ID and FILES_S3_SECRET_ACCESS_KEY go together');
  }
  if (config.FILES_STORE === 'disk' && nodeEnvOf(env) === 'production') problems.push('FILES_STORE: disk is not shared between pods; use s3 or postgres in production');
  if (problems.length) throw new ConfigError(problems);
  return config;
}
