import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntityName, FilterQuery, FindOneOptions, FindOptions } from '@mikro-orm/core';
import { isUuid } from '@imali/shared/validation';
import type { CallerIdentity } from './internal-auth';
import { NotFoundError } from './errors';
import { requireClientId, type ClientAccess } from './identity';

export interface ClientScopeOptions {
  /**
   * The relation that leads to the client-owned record, for records owned through another
   * (a policy's members: 'policy'). Left out, the record carries clientId itself.
   */
  via?: string;
  /** The NOT_FOUND message (the same for a missing record and another client's). */
  notFound?: string;
}

/**
 * The caller's client's records, and only theirs: every find adds the client id to its where,
 * so a resolver cannot forget it. Another client's record is NOT_FOUND, exactly as a missing one.
 */
export class ClientScope {
  constructor(
    readonly em: EntityManager,
    readonly clientId: string,
  ) {}

  /** For the signed-in caller (UNAUTHENTICATED / VERIFICATION_REQUIRED as requireClientId says). */
  static of(em: EntityManager, identity: CallerIdentity, access?: ClientAccess): ClientScope {
    return new ClientScope(em, requireClientId(identity, access));
  }

  /** The same scope on another entity manager (a transaction's). */
  within(em: EntityManager): ClientScope {
    return new ClientScope(em, this.clientId);
  }

  /** `where` narrowed to this client's records. */
  where<T extends object>(where: FilterQuery<T> = {} as FilterQuery<T>, via?: string): FilterQuery<T> {
    const own = via ? { [via]: { clientId: this.clientId } } : { clientId: this.clientId };
    return { $and: [where, own] } as unknown as FilterQuery<T>;
  }

  find<T extends object, P extends string = never>(entity: EntityName<T>, where?: FilterQuery<T>, options: FindOptions<T, P> & ClientScopeOptions = {}): Promise<T[]> {
    const { via, notFound: _unused, ...find } = options;
    return this.em.find(entity, this.where(where, via), find as FindOptions<T, P>);
  }

  /** One of the client's records by id; NOT_FOUND when it is missing, malformed or another client's. */
  async findOne<T extends object, P extends string = never>(entity: EntityName<T>, id: string, options: FindOneOptions<T, P> & ClientScopeOptions = {}): Promise<T> {
    const { via, notFound, ...find } = options;
    const row = isUuid(id) ? await this.em.findOne(entity, this.where({ id } as FilterQuery<T>, via), find as FindOneOptions<T, P>) : null;
    if (!row) throw new NotFoundError(notFound);
    return row as T;
  }
}
