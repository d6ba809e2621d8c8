// The vault's reads from funeral for generated PDFs: funeral's document-data route through the
// shared internal contract, signed for funeral with the caller's identity, so funeral decides
// whose policy it is.
import { Inject, Injectable } from '@nestjs/common';
import type { CallerIdentity } from '@imali/shared/nest';
import { FuneralInternalClient, type FuneralPolicyDocumentDataAnswer } from '@imali/shared/internal-contracts';
import type { FuneralPolicyDocumentData } from '@imali/vault/pdf';
import { VAULT_CONFIG, type VaultConfig } from '../vault.config';

/** What funeral answers is what the templates print (checked when compiling). */
const printable = (data: FuneralPolicyDocumentDataAnswer): FuneralPolicyDocumentData => data;

export const FUNERAL_UNAVAILABLE_MESSAGE = 'Your policy documents cannot be made right now. Please try again shortly.';

@Injectable()
export class FuneralDocumentsClient {
  private readonly funeral: FuneralInternalClient;

  constructor(@Inject(VAULT_CONFIG) config: VaultConfig) {
    this.funeral = new FuneralInternalClient({ baseUrl: config.FUNERAL_INTERNAL_URL, secret: config.INTERNAL_AUTH_SECRET, unavailableMessage: FUNERAL_UNAVAILABLE_MESSAGE });
  }

  /** The policy's data as the caller may see it, or null when it is not theirs (or not there). */
  async policyData(identity: CallerIdentity, policyId: string): Promise<FuneralPolicyDocumentData | null> {
    const data = await this.funeral.policyDocumentData(identity, policyId);
    return data && printable(data);
  }
}
