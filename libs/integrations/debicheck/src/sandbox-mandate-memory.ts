import type { MandateStatus } from './debicheck-provider';

/**
 * What the sandbox bank remembers of one mandate, enough for its rules: the account number's last
 * four digits decide everything the sandbox does, so the full number is never kept.
 */
export interface SandboxMandateRecord {
  providerReference: string;
  /** Our mandate reference (the debit order's request). */
  reference: string;
  maxAmountCents: number;
  payDay: number;
  accountNoLast4: string;
  status: MandateStatus;
  reason?: string | null;
  /** When the status was last set (asked, answered, cancelled). */
  at: Date;
}

/**
 * Where the sandbox bank keeps its mandates across restarts (a real bank keeps them; without this
 * the sandbox forgets every mandate when the app restarts and fails each collection with
 * MANDATE_NOT_ACTIVE). Optional: the app supplies it (identity keeps a table of its own).
 */
export abstract class SandboxMandateMemory {
  /** Inserts or updates by providerReference. */
  abstract save(record: SandboxMandateRecord): Promise<void>;
  abstract findByProviderReference(providerReference: string): Promise<SandboxMandateRecord | null>;
  /** The records for these mandate references (ours); unknown ones are left out. */
  abstract findByReferences(references: string[]): Promise<SandboxMandateRecord[]>;
}

/** A memory in the process (tests: a "restart" is a new sandbox over the same memory). */
export class InMemorySandboxMandateMemory extends SandboxMandateMemory {
  readonly records = new Map<string, SandboxMandateRecord>();

  async save(record: SandboxMandateRecord): Promise<void> {
    this.records.set(record.providerReference, { ...record });
  }

  async findByProviderReference(providerReference: string): Promise<SandboxMandateRecord | null> {
    const found = this.records.get(providerReference);
    return found ? { ...found } : null;
  }

  async findByReferences(references: string[]): Promise<SandboxMandateRecord[]> {
    const wanted = new Set(references);
    return [...this.records.values()].filter((r) => wanted.has(r.reference)).map((r) => ({ ...r }));
  }
}
