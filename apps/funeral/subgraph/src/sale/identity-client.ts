import { Inject, Injectable } from '@nestjs/common';
import { GraphQLError } from 'graphql';
import { ANONYMOUS, FieldValidationError, INTERNAL_IDENTITY_HEADER, signIdentity, type FieldErrorShape } from '@imali/shared/nest';
import { FUNERAL_CONFIG, type FuneralConfig } from '../funeral.config';

/** Identity's internal API, service-authenticated with the internal secret. */
@Injectable()
export class IdentityClient {
  constructor(@Inject(FUNERAL_CONFIG) private readonly config: FuneralConfig) {}

  private async post<T>(
    path: string,
    body: unknown,
    fieldPrefix: string,
    unavailable = 'We could not finish your purchase right now. Please try again in a few minutes.',
  ): Promise<T> {
    let response: Response;
    const url = `${this.config.IDENTITY_INTERNAL_URL}${path}`;
    const json = JSON.stringify(body);
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [INTERNAL_IDENTITY_HEADER]: signIdentity(ANONYMOUS, this.config.INTERNAL_AUTH_SECRET, { audience: 'identity', method: 'POST', path: url, body: json }),
        },
        body: json,
        signal: AbortSignal.timeout(5000),
      });
    } catch {
      throw new GraphQLError(unavailable, { extensions: { code: 'SUBGRAPH_UNAVAILABLE', serviceName: 'identity' } });
    }
    const payload = (await response.json().catch(() => ({}))) as T & { fieldErrors?: FieldErrorShape[]; error?: string };
    if (response.status === 400 && payload.fieldErrors) {
      throw new FieldValidationError(payload.fieldErrors.map((e) => ({ field: `${fieldPrefix}.${e.field}`, message: e.message })));
    }
    if (!response.ok) {
      // Identity failed on its side (a 5xx, or an answer we cannot use): the buyer can retry
      // with the same key; the cause is in identity's logs.
      throw new GraphQLError(unavailable, { extensions: { code: 'SUBGRAPH_UNAVAILABLE', serviceName: 'identity', status: response.status } });
    }
    return payload;
  }

  /** A new guest record for a visitor's sale (never an existing client), idempotent on `key`. */
  ensureClient(
    client: { idType?: string | null; idNumber: string; firstNames: string; surname: string; cellNumber?: string | null; email?: string | null },
    key: string,
  ): Promise<{ clientId: string; created: boolean }> {
    return this.post('/internal/clients/ensure', { client, key }, 'members.0');
  }

  async ensureBankAccount(clientId: string, account: Record<string, unknown>): Promise<{ id: string; bankName: string; branchCode: string }> {
    const { bankAccount } = await this.post<{ bankAccount: { id: string; bankName: string; branchCode: string } }>('/internal/bank-accounts/ensure', { clientId, account }, 'bankAccount');
    return bankAccount;
  }

  /** Whether the bank account is one of the client's own records (theirs or a third party's they added). */
  ownsBankAccount(clientId: string, bankAccountId: string): Promise<{ owned: boolean; ownAccount?: boolean }> {
    return this.post('/internal/bank-accounts/owned', { clientId, bankAccountId }, 'paymentBankAccountId', 'We could not change your payment details right now. Please try again in a few minutes.');
  }
}
