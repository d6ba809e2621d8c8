import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { repeatEvery } from '@imali/shared/nest';
import { VAULT_CONFIG, type VaultConfig } from '../vault.config';
import { FileService } from './file.service';

/** Files removed at most per run: a run stays short, and a backlog goes over a few runs. */
export const UNRECORDED_CLEANUP_BATCH = 500;

const DAY_MS = 86_400_000;

/**
 * Removes uploads no document ever recorded once they are VAULT_UNRECORDED_FILE_MAX_AGE_DAYS old
 * (docs/decisions/vault-unrecorded-upload-cleanup.md), every VAULT_UNRECORDED_CLEANUP_INTERVAL_MS.
 * Safe on several vaults at once: FileService.removeUnrecordedBefore skips rows another run holds.
 */
@Injectable()
export class UnrecordedFileCleanup implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('VaultUnrecordedFileCleanup');
  private stop: () => Promise<void> = async () => undefined;

  constructor(
    private readonly files: FileService,
    @Inject(VAULT_CONFIG) private readonly config: Pick<VaultConfig, 'VAULT_UNRECORDED_FILE_MAX_AGE_DAYS' | 'VAULT_UNRECORDED_CLEANUP_INTERVAL_MS'>,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.VAULT_UNRECORDED_FILE_MAX_AGE_DAYS <= 0) return;
    // Errors by their text only: the SQL carries no names or client ids, and bytes failures are logged by file id.
    this.stop = repeatEvery(
      this.config.VAULT_UNRECORDED_CLEANUP_INTERVAL_MS,
      () => this.run(),
      (error) => this.logger.warn(`removing old unrecorded files failed: ${String(error)}`),
    );
  }

  /** Before the database closes: no run starts, and one running finishes. */
  async onModuleDestroy(): Promise<void> {
    await this.stop();
  }

  /** One run: up to `batch` unrecorded files older than the age removed (none when the age is 0). The ids removed. */
  async run(now: Date = new Date(), batch: number = UNRECORDED_CLEANUP_BATCH): Promise<string[]> {
    const days = this.config.VAULT_UNRECORDED_FILE_MAX_AGE_DAYS;
    if (days <= 0) return [];
    const removed = await this.files.removeUnrecordedBefore(new Date(now.getTime() - days * DAY_MS), batch);
    if (removed.length) this.logger.log(`removed ${removed.length} unrecorded files older than ${days} days`);
    return removed;
  }
}
