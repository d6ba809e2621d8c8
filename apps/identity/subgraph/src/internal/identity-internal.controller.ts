import { Body, Controller, HttpCode, HttpException, Post, UseGuards } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { isUuid } from '@imali/shared/validation';
import { PiiCipher, SignedInternalCallGuard } from '@imali/shared/nest';
import { ContractBodyPipe, IDENTITY_ROUTES, type RouteBody, type RouteResponse } from '@imali/shared/identity-contract';
import { AuthService } from '../auth/auth.service';
import { GuestClientService } from '../client/guest-client.service';
import { BankAccountService } from '../bank-account/bank-account.service';
import { BankAccountEntity } from '../bank-account/bank-account.entity';
import type { BankAccountInput } from '../bank-account/bank-account.model';
import { DebitOrderService } from '../mandate/debit-order.service';
import { ClientEntity } from '../client/client.entity';
import { ClientMessageService } from '../messaging/client-message.service';
import { DebitOrderCollectionService } from '../mandate/debit-order-collection.service';
import { DebitOrderSigningService } from '../mandate/debit-order-signing.service';

const { resolveSession, ensureClient, ensureBankAccount, ownsBankAccount, createDebitOrder, replaceDebitOrder, cancelDebitOrder, findDebitOrder, clientIdNumber, clientIdRecord, clientBirthDate, recordIdNumberVerified, sendClientMessage, sendDebitOrderSignRequest, payoutBankAccount, collectDebitOrders, debitOrderCollectionResults, clientIdsByIdNumber } = IDENTITY_ROUTES;
const pathOf = (route: { path: string }) => route.path.replace(/^\/internal\//, '');

/**
 * A service's refusal (GraphQLError with a code) as the internal answer: bad input is a 400 with
 * the field errors; any other coded refusal (e.g. another client's record) `otherStatus`, else
 * NOT_FOUND 404 and CONFLICT 409.
 */
function asHttpError(error: unknown, otherStatus?: number): unknown {
  const extensions = (error as { extensions?: Record<string, unknown> }).extensions;
  const code = extensions?.['code'];
  if (code === 'BAD_USER_INPUT') return new HttpException({ error: (error as Error).message, ...extensions }, 400);
  if (code && otherStatus) return new HttpException({ error: (error as Error).message, ...extensions }, otherStatus);
  if (code === 'NOT_FOUND') return new HttpException({ error: (error as Error).message, ...extensions }, 404);
  if (code === 'CONFLICT') return new HttpException({ error: (error as Error).message, ...extensions }, 409);
  return error;
}

/** A stored date column as YYYY-MM-DD (a driver that parses dates gives local midnight), or null. */
function isoDay(value: unknown): string | null {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    return `${String(value.getFullYear()).padStart(4, '0')}-${String(value.getMonth() + 1).padStart(2, '0')}-${String(value.getDate()).padStart(2, '0')}`;
  }
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;
}

/**
 * Identity's internal API (libs/shared/identity-contract): only other Imali services call it, each
 * call signed with the internal secret for this audience, method, path and body (the subgraph's
 * gateway-only hook checks that on the normalised path; SignedInternalCallGuard re-asserts it).
 */
@Controller('internal')
@UseGuards(SignedInternalCallGuard)
export class IdentityInternalController {
  constructor(
    private readonly auth: AuthService,
    private readonly guestClients: GuestClientService,
    private readonly bankAccounts: BankAccountService,
    private readonly debitOrders: DebitOrderService,
    private readonly em: EntityManager,
    private readonly cipher: PiiCipher,
    private readonly messages: ClientMessageService,
    private readonly collections: DebitOrderCollectionService,
    private readonly signing: DebitOrderSigningService,
  ) {}

  /** The gateway: session token → identity; 401 for a token that is not (or no longer) a session. */
  @Post(pathOf(resolveSession))
  @HttpCode(200)
  async resolveSession(@Body(new ContractBodyPipe(resolveSession)) body: RouteBody<'resolveSession'>): Promise<RouteResponse<'resolveSession'>> {
    const identity = await this.auth.resolveSession(body.token);
    if (!identity) throw new HttpException({ identity: null }, 401);
    return { identity };
  }

  /** For other subgraphs (a visitor's sale): a new guest record, idempotent on the sale's derived key. */
  @Post(pathOf(ensureClient))
  @HttpCode(200)
  async ensureClient(@Body(new ContractBodyPipe(ensureClient)) body: RouteBody<'ensureClient'>): Promise<RouteResponse<'ensureClient'>> {
    try {
      return await this.guestClients.ensure(body.client, body.key);
    } catch (error) {
      throw asHttpError(error);
    }
  }

  /** For other subgraphs (a sale in another area): create or reuse a client's bank account, idempotent on the caller's key. */
  @Post(pathOf(ensureBankAccount))
  @HttpCode(200)
  async ensureBankAccount(@Body(new ContractBodyPipe(ensureBankAccount)) body: RouteBody<'ensureBankAccount'>): Promise<RouteResponse<'ensureBankAccount'>> {
    try {
      const account = await this.bankAccounts.createOrReuse(body.clientId, body.account as BankAccountInput);
      return { bankAccount: { id: account.id, bankName: account.bankName, branchCode: account.branchCode } };
    } catch (error) {
      throw asHttpError(error, 403);
    }
  }

  /**
   * For other subgraphs (changing a policy's payment account): is this account the client's?
   * Someone else's account and an unknown id get the same answer, so nothing else is learnt.
   */
  @Post(pathOf(ownsBankAccount))
  @HttpCode(200)
  async ownsBankAccount(@Body(new ContractBodyPipe(ownsBankAccount)) body: RouteBody<'ownsBankAccount'>): Promise<RouteResponse<'ownsBankAccount'>> {
    if (!isUuid(body.clientId) || !isUuid(body.bankAccountId)) return { owned: false };
    const account = await this.em.fork().findOne(BankAccountEntity, { id: body.bankAccountId, clientId: body.clientId }, { fields: ['id', 'ownAccount'] });
    // ownAccount tells the caller whether a new debit order mandate goes to a third party.
    return account ? { owned: true, ownAccount: account.ownAccount } : { owned: false };
  }

  /**
   * For other subgraphs (a sale): a debit order on one of the client's own bank accounts (their
   * own or a third party's they added; another client's is a field error), idempotent on the key.
   */
  @Post(pathOf(createDebitOrder))
  @HttpCode(200)
  async createDebitOrder(@Body(new ContractBodyPipe(createDebitOrder)) body: RouteBody<'createDebitOrder'>): Promise<RouteResponse<'createDebitOrder'>> {
    try {
      const order = await this.debitOrders.create(body.clientId, { ...body.debitOrder, idempotencyKey: body.key });
      return { debitOrder: await this.debitOrders.toInternal(order) };
    } catch (error) {
      throw asHttpError(error);
    }
  }

  /** For other subgraphs (new account, day or amount): a new debit order, the old one REPLACED, idempotent on the key. */
  @Post(pathOf(replaceDebitOrder))
  @HttpCode(200)
  async replaceDebitOrder(@Body(new ContractBodyPipe(replaceDebitOrder)) body: RouteBody<'replaceDebitOrder'>): Promise<RouteResponse<'replaceDebitOrder'>> {
    try {
      const order = await this.debitOrders.replace(body.clientId, body.debitOrderId, body.change, body.key);
      return { debitOrder: await this.debitOrders.toInternal(order) };
    } catch (error) {
      throw asHttpError(error);
    }
  }

  /** For other subgraphs (a cancelled product): the debit order is CANCELLED; again, the same answer. */
  @Post(pathOf(cancelDebitOrder))
  @HttpCode(200)
  async cancelDebitOrder(@Body(new ContractBodyPipe(cancelDebitOrder)) body: RouteBody<'cancelDebitOrder'>): Promise<RouteResponse<'cancelDebitOrder'>> {
    try {
      return { debitOrder: await this.debitOrders.toInternal(await this.debitOrders.cancel(body.clientId, body.debitOrderId)) };
    } catch (error) {
      throw asHttpError(error);
    }
  }

  /** For other subgraphs: one of the client's debit orders; null for a missing one and another client's alike. */
  @Post(pathOf(findDebitOrder))
  @HttpCode(200)
  async findDebitOrder(@Body(new ContractBodyPipe(findDebitOrder)) body: RouteBody<'findDebitOrder'>): Promise<RouteResponse<'findDebitOrder'>> {
    const order = await this.debitOrders.findForService(body.clientId, body.debitOrderId);
    return { debitOrder: order ? await this.debitOrders.toInternal(order) : null };
  }

  /**
   * For the debt subgraph: the client's ID number, whether it passed the credit bureau's identity
   * questions, and their income in cents. An unknown client (or a guest record) answers as one
   * with nothing on file.
   */
  @Post(pathOf(clientIdNumber))
  @HttpCode(200)
  async clientIdNumber(@Body(new ContractBodyPipe(clientIdNumber)) body: RouteBody<'clientIdNumber'>): Promise<RouteResponse<'clientIdNumber'>> {
    const none = { idNumber: null, idNumberVerified: false, incomeCents: null };
    if (!isUuid(body.clientId)) return none;
    const client = await this.em
      .fork()
      .findOne(ClientEntity, { id: body.clientId, guest: false }, { fields: ['id', 'idNumberEncrypted', 'idNumberHash', 'idNumberVerifiedAt', 'income'] });
    if (!client) return none;
    return {
      idNumber: client.idNumberEncrypted ? this.cipher.decrypt(client.idNumberEncrypted) : null,
      idNumberVerified: !!client.idNumberVerifiedAt && !!client.idNumberHash,
      incomeCents: typeof client.income === 'number' && Number.isFinite(client.income) ? Math.round(client.income * 100) : null,
    };
  }

  /**
   * For a sale in another area (funeral): the ID type and number on a signed-in client's record,
   * which the sale's policy holder must keep. An unknown client (or a guest record) answers as
   * one with none set, as clientIdNumber does.
   */
  @Post(pathOf(clientIdRecord))
  @HttpCode(200)
  async clientIdRecord(@Body(new ContractBodyPipe(clientIdRecord)) body: RouteBody<'clientIdRecord'>): Promise<RouteResponse<'clientIdRecord'>> {
    const none = { idType: null, idNumber: null };
    if (!isUuid(body.clientId)) return none;
    const client = await this.em.fork().findOne(ClientEntity, { id: body.clientId, guest: false }, { fields: ['id', 'idType', 'idNumberEncrypted'] });
    if (!client?.idNumberEncrypted) return none;
    return { idType: client.idType ?? null, idNumber: this.cipher.decrypt(client.idNumberEncrypted) };
  }

  /**
   * For the savings subgraph (a Funeral goal's target date): the client's birth date. An unknown
   * client (or a guest record) answers as one with none on file, as clientIdNumber does.
   */
  @Post(pathOf(clientBirthDate))
  @HttpCode(200)
  async clientBirthDate(@Body(new ContractBodyPipe(clientBirthDate)) body: RouteBody<'clientBirthDate'>): Promise<RouteResponse<'clientBirthDate'>> {
    if (!isUuid(body.clientId)) return { birthDate: null };
    const client = await this.em.fork().findOne(ClientEntity, { id: body.clientId, guest: false }, { fields: ['id', 'birthDate'] });
    return { birthDate: isoDay(client?.birthDate) };
  }

  /**
   * For the debt subgraph: the client passed the bureau's identity questions for this ID number.
   * Recorded only when it is the client's current ID number (compared by its keyed hash).
   */
  @Post(pathOf(recordIdNumberVerified))
  @HttpCode(200)
  async recordIdNumberVerified(@Body(new ContractBodyPipe(recordIdNumberVerified)) body: RouteBody<'recordIdNumberVerified'>): Promise<RouteResponse<'recordIdNumberVerified'>> {
    if (!isUuid(body.clientId) || body.idNumber.length > 20) return { recorded: false };
    const hash = this.cipher.lookupHash(body.idNumber);
    const updated = await this.em.fork().nativeUpdate(ClientEntity, { id: body.clientId, guest: false, idNumberHash: hash }, { idNumberVerifiedAt: new Date() });
    return { recorded: updated > 0 };
  }
  /** For other subgraphs: an SMS or e-mail to the client at the detail identity holds; the same key sends once. */
  @Post(pathOf(sendClientMessage))
  @HttpCode(200)
  async sendClientMessage(@Body(new ContractBodyPipe(sendClientMessage)) body: RouteBody<'sendClientMessage'>): Promise<RouteResponse<'sendClientMessage'>> {
    try {
      return { sent: await this.messages.send(body) };
    } catch (error) {
      throw asHttpError(error);
    }
  }


  /** For other subgraphs (a sale on a third party's account): the SMS asking the account holder to sign; once per debit order. */
  @Post(pathOf(sendDebitOrderSignRequest))
  @HttpCode(200)
  async sendDebitOrderSignRequest(@Body(new ContractBodyPipe(sendDebitOrderSignRequest)) body: RouteBody<'sendDebitOrderSignRequest'>): Promise<RouteResponse<'sendDebitOrderSignRequest'>> {
    return this.signing.sendSignRequest(body.clientId, body.debitOrderId, body.product);
  }

  /**
   * For other subgraphs (a payout): the client's bank account with its number in clear and the
   * holder's name (a third party's as given, else the client's own); null for another client's
   * account and an unknown id alike.
   */
  @Post(pathOf(payoutBankAccount))
  @HttpCode(200)
  async payoutBankAccount(@Body(new ContractBodyPipe(payoutBankAccount)) body: RouteBody<'payoutBankAccount'>): Promise<RouteResponse<'payoutBankAccount'>> {
    if (!isUuid(body.clientId) || !isUuid(body.bankAccountId)) return { bankAccount: null };
    const em = this.em.fork();
    const account = await em.findOne(BankAccountEntity, { id: body.bankAccountId, clientId: body.clientId });
    if (!account) return { bankAccount: null };
    let holder = account.accountHolderName ?? null;
    if (account.ownAccount) {
      const client = await em.findOne(ClientEntity, { id: body.clientId }, { fields: ['firstNames', 'surname'] });
      holder = [client?.firstNames, client?.surname].filter(Boolean).join(' ') || null;
    }
    return { bankAccount: { id: account.id, bankName: account.bankName, accountNo: this.cipher.decrypt(account.accountNoEncrypted), branchCode: account.branchCode, accountHolderName: holder } };
  }
  /**
   * For other subgraphs (savings' monthly collection): up to 1000 collections on clients' APPROVED
   * DebiCheck debit orders, recorded once per reference and sent to the bank in one submission.
   */
  @Post(pathOf(collectDebitOrders))
  @HttpCode(200)
  async collectDebitOrders(@Body(new ContractBodyPipe(collectDebitOrders)) body: RouteBody<'collectDebitOrders'>): Promise<RouteResponse<'collectDebitOrders'>> {
    return { results: await this.collections.collect(body.items) };
  }

  /** For other subgraphs: the bank's results so far for their collections. */
  @Post(pathOf(debitOrderCollectionResults))
  @HttpCode(200)
  async debitOrderCollectionResults(@Body(new ContractBodyPipe(debitOrderCollectionResults)) body: RouteBody<'debitOrderCollectionResults'>): Promise<RouteResponse<'debitOrderCollectionResults'>> {
    return { results: await this.collections.results(body.references) };
  }

  /**
   * For other subgraphs (an incoming EFT whose reference is an ID number): the registered clients
   * with these ID numbers, compared by keyed hash (spaces ignored). Guest records never match.
   */
  @Post(pathOf(clientIdsByIdNumber))
  @HttpCode(200)
  async clientIdsByIdNumber(@Body(new ContractBodyPipe(clientIdsByIdNumber)) body: RouteBody<'clientIdsByIdNumber'>): Promise<RouteResponse<'clientIdsByIdNumber'>> {
    const byHash = new Map<string, string[]>();
    for (const idNumber of body.idNumbers) {
      const normalised = idNumber.replace(/\s+/g, '');
      if (normalised.length === 0 || normalised.length > 20) continue;
      const hash = this.cipher.lookupHash(normalised);
      byHash.set(hash, [...(byHash.get(hash) ?? []), idNumber]);
    }
    if (byHash.size === 0) return { matches: [] };
    const rows = await this.em.fork().find(ClientEntity, { idNumberHash: { $in: [...byHash.keys()] }, guest: false }, { fields: ['id', 'idNumberHash'] });
    return { matches: rows.flatMap((row) => (byHash.get(row.idNumberHash!) ?? []).map((idNumber) => ({ idNumber, clientId: row.id }))) };
  }
}
