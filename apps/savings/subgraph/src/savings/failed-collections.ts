import { Injectable } from '@nestjs/common';
import type { SavingsCollectionModel } from '../savings.models';

/**
 * Savings.failedCollections: the collections' side (H3, src/collection) provides the real source
 * (failed, not yet superseded collections of these savings) by replacing this provider in
 * savings-core.module.ts. Until then there are none.
 */
export abstract class FailedCollectionsSource {
  abstract failedCollections(savingsId: string): Promise<SavingsCollectionModel[]>;
}

@Injectable()
export class NoFailedCollections extends FailedCollectionsSource {
  async failedCollections(_savingsId: string): Promise<SavingsCollectionModel[]> {
    return [];
  }
}
