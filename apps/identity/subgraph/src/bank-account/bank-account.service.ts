import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { GraphQLError } from 'graphql';
import { NotFoundError, throwIfInvalid, PiiCipher } from '@imali/shared/nest';
import { bankAccountErrors, bankByBranchCode } from '@imali/shared/domain';
import { BankAccountEntity } from './bank-account.entity';
import { BankAccountAssociationType, type BankAccountAssociationModel, type BankAccountInput, type BankAccountModel } from './bank-account.model';
import { ClientEntity } from '../client/client.entity';
import { DebitOrderEntity } from '../mandate/debit-order.entity';
import { ACCOUNT_HOLDER_AWAITED_MESSAGE, DEBIT_ORDER_HOLDER_SIGNS_REASON, accountTurnsClients, clientMaySign, type AccountHolderDetails, type MandateStatus } from '../mandate/debit-order-rules';

/**
 * A debit order that no longer collects from its account (isRetired): not among the account's
 * associatedWith. Any other state is in force or may still be (awaiting a signature, at the bank,
 * declined or expired and signed again) (docs/decisions/bank-account-associated-with.md).
 */
const NOT_ASSOCIATED: MandateStatus[] = ['CANCELLED', 'REPLACED'];

/** A missing account and another client's answer alike. */
const BANK_ACCOUNT_NOT_FOUND = 'Bank account not found';

/** An edit that would make a third party's account the client's while its holder is still to sign a debit order on it. */
const holderAwaitedRefusal = () => new GraphQLError(ACCOUNT_HOLDER_AWAITED_MESSAGE, { extensions: { code: 'BAD_USER_INPUT', reason: DEBIT_ORDER_HOLDER_SIGNS_REASON } });

@Injectable()
export class BankAccountService {
  constructor(
    private readonly em: EntityManager,
    private readonly cipher: PiiCipher,
  ) {}

  toModel(entity: BankAccountEntity, associatedWith: BankAccountAssociationModel[] = []): BankAccountModel {
    return {
      id: entity.id,
      bankName: entity.bankName,
      branchCode: entity.branchCode,
      accountNo: this.cipher.decrypt(entity.accountNoEncrypted),
      ownAccount: entity.ownAccount,
      accountHolderName: entity.accountHolderName ?? null,
      accountHolderContactNumber: entity.accountHolderContactNumber ?? null,
      accountHolderEmail: entity.accountHolderEmail ?? null,
      accountHolderIdNumber: entity.accountHolderIdNumberEncrypted ? this.cipher.decrypt(entity.accountHolderIdNumberEncrypted) : null,
      verifyAccountInfo: entity.verifyAccountInfo,
      associatedWith,
    };
  }

  /**
   * The client's accounts as GraphQL answers them, with what each pays for (associatedWith): the
   * client's debit orders on them still in use, read in one query for all the accounts.
   */
  async toModels(clientId: string, accounts: BankAccountEntity[]): Promise<BankAccountModel[]> {
    const ids = accounts.filter((a) => a.clientId === clientId).map((a) => a.id);
    const orders = ids.length
      ? await this.em.find(
          DebitOrderEntity,
          { clientId, bankAccountId: { $in: ids }, status: { $nin: NOT_ASSOCIATED } },
          { fields: ['id', 'bankAccountId', 'bankReference', 'bankRequestAttempt'], orderBy: { createdAt: 'asc', id: 'asc' } },
        )
      : [];
    const byAccount = new Map<string, BankAccountAssociationModel[]>();
    for (const order of orders) {
      const list = byAccount.get(order.bankAccountId) ?? [];
      list.push({ id: order.id, type: BankAccountAssociationType.DEBIT_ORDER, reference: order.bankReference || `${order.id}.${order.bankRequestAttempt}` });
      byAccount.set(order.bankAccountId, list);
    }
    return accounts.map((a) => this.toModel(a, byAccount.get(a.id) ?? []));
  }

  async toOwnModel(clientId: string, account: BankAccountEntity): Promise<BankAccountModel> {
    return (await this.toModels(clientId, [account]))[0]!;
  }

  listForClient(clientId: string): Promise<BankAccountEntity[]> {
    return this.em.find(BankAccountEntity, { clientId }, { orderBy: { createdAt: 'asc' } });
  }

  /** Per-object authorization: another client's account is "not found" for this one. */
  async findOwn(clientId: string, id: string): Promise<BankAccountEntity> {
    const account = await this.em.findOne(BankAccountEntity, { id });
    if (!account || account.clientId !== clientId) throw new NotFoundError(BANK_ACCOUNT_NOT_FOUND);
    return account;
  }

  private accountKey(branchCode: string, accountNo: string): string {
    return this.cipher.lookupHash(`bank:${branchCode}:${accountNo}`);
  }

  private apply(account: BankAccountEntity, input: BankAccountInput): void {
    const accountNo = input.accountNo.trim();
    const bank = bankByBranchCode(input.branchCode, input.bankName)!;
    account.bankName = bank.label;
    account.branchCode = bank.branchCode;
    account.accountNoEncrypted = this.cipher.encrypt(accountNo);
    account.accountNoHash = this.accountKey(bank.branchCode, accountNo);
    account.ownAccount = input.ownAccount ?? true;
    const third = !account.ownAccount;
    account.accountHolderName = third ? input.accountHolderName?.trim() ?? null : null;
    account.accountHolderContactNumber = third ? input.accountHolderContactNumber?.trim() ?? null : null;
    account.accountHolderEmail = third ? input.accountHolderEmail?.trim() || null : null;
    account.accountHolderIdNumberEncrypted = third && input.accountHolderIdNumber ? this.cipher.encrypt(input.accountHolderIdNumber.trim()) : null;
    account.verifyAccountInfo = input.verifyAccountInfo ?? false;
  }

  /**
   * Adds an account, or returns the one this client already has with the same bank and number,
   * or the one made earlier with the same idempotency key (a retried submit, a retried sale).
   */
  async createOrReuse(clientId: string, input: BankAccountInput): Promise<BankAccountEntity> {
    throwIfInvalid(bankAccountErrors(input));
    try {
      return await this.createOrReuseOnce(clientId, input);
    } catch (error) {
      // The same request twice at once: the other one stored the account; answer with it.
      if (!(error instanceof UniqueConstraintViolationException) || !input.idempotencyKey) throw error;
      const winner = await this.em.fork().findOne(BankAccountEntity, { idempotencyKey: input.idempotencyKey, clientId });
      if (!winner) throw error;
      return winner;
    }
  }

  private createOrReuseOnce(clientId: string, input: BankAccountInput): Promise<BankAccountEntity> {
    return this.em.transactional(async (em) => {
      if (!(await em.count(ClientEntity, { id: clientId }))) throw new NotFoundError('Client not found');
      if (input.idempotencyKey) {
        const earlier = await em.findOne(BankAccountEntity, { idempotencyKey: input.idempotencyKey });
        if (earlier) {
          // Another client's key: answered as if there were nothing (no probing of keys).
          if (earlier.clientId !== clientId) throw new NotFoundError(BANK_ACCOUNT_NOT_FOUND);
          return earlier;
        }
      }
      const bank = bankByBranchCode(input.branchCode, input.bankName)!;
      const same = await em.findOne(BankAccountEntity, { clientId, accountNoHash: this.accountKey(bank.branchCode, input.accountNo.trim()) });
      if (same) return same;
      const account = em.create(BankAccountEntity, {
        clientId,
        bankName: bank.label,
        branchCode: bank.branchCode,
        accountNoEncrypted: '',
        accountNoHash: '',
        idempotencyKey: input.idempotencyKey ?? null,
      });
      this.apply(account, input);
      return account;
    });
  }

  /** The holder as stored, or as `input` would leave it (apply's rules), in the terms accountTurnsClients compares. */
  private holderDetails(source: BankAccountEntity | BankAccountInput): AccountHolderDetails {
    if (source instanceof BankAccountEntity) {
      return {
        ownAccount: source.ownAccount,
        idNumberHash: source.accountHolderIdNumberEncrypted ? this.cipher.lookupHash(this.cipher.decrypt(source.accountHolderIdNumberEncrypted)) : null,
        contactNumber: source.accountHolderContactNumber ?? null,
        email: source.accountHolderEmail ?? null,
      };
    }
    const ownAccount = source.ownAccount ?? true;
    const idNumber = ownAccount ? null : source.accountHolderIdNumber?.trim();
    return {
      ownAccount,
      idNumberHash: idNumber ? this.cipher.lookupHash(idNumber) : null,
      contactNumber: ownAccount ? null : source.accountHolderContactNumber?.trim() || null,
      email: ownAccount ? null : source.accountHolderEmail?.trim() || null,
    };
  }

  /**
   * updateBankAccount. While a debit order on a third party's account waits for its holder's
   * signature (the rule that refuses the client's own signature, clientMaySign), the account may
   * not be made the client's (accountTurnsClients): refused, nothing changes. Checked and written
   * in one transaction with the account row held FOR UPDATE, which the client's signature holds
   * FOR SHARE while it stores: neither can slip between the other's check and write.
   */
  async update(clientId: string, id: string, input: BankAccountInput): Promise<BankAccountEntity> {
    throwIfInvalid(bankAccountErrors(input));
    return this.em.transactional(async (em) => {
      const account = await em.findOne(BankAccountEntity, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!account || account.clientId !== clientId) throw new NotFoundError(BANK_ACCOUNT_NOT_FOUND);
      if (!account.ownAccount) {
        const waiting = await em.find(DebitOrderEntity, { clientId, bankAccountId: account.id, status: 'AWAITING_SIGNATURE' }, { fields: ['id', 'paymentType', 'status'] });
        if (waiting.some((order) => !clientMaySign(order, account))) {
          const client = await em.findOne(ClientEntity, { id: clientId }, { fields: ['id', 'idNumberHash', 'cellNumbers', 'email'] });
          if (accountTurnsClients(this.holderDetails(account), this.holderDetails(input), client ?? {})) throw holderAwaitedRefusal();
        }
      }
      this.apply(account, input);
      return account;
    });
  }
}
