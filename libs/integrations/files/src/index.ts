export * from './file-store';
export * from './local-disk-file-store';
export * from './s3-file-store';
export * from './postgres-file-store';
export * from './files.config';
export * from './files.providers';
