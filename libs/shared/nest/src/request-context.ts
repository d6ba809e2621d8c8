import type { AsyncLocalStorage } from 'node:async_hooks';
import { RequestContext, type EntityManager } from '@mikro-orm/core';

/**
 * The request's EntityManager fork, made when something first asks for it. MikroORM's
 * RequestContext.enter forks at once, which was 4% of a visitor quote's CPU in the funeral
 * subgraph although a visitor's quote never reads the database. Same fork, same options
 * (`useContext: true`), same AsyncLocalStorage: services see no difference.
 */
class ForkOnFirstUse extends Map<string, EntityManager> {
  private forking = false;

  constructor(private readonly root: EntityManager) {
    super();
  }

  override get(name: string): EntityManager | undefined {
    let em = super.get(name);
    // While the fork is being made it asks for the context's EntityManager itself: none yet, as
    // when RequestContext.enter forks before the context exists.
    if (em === undefined && name === this.root.name && !this.forking) {
      this.forking = true;
      try {
        // From the root itself (a fork otherwise resolves the current context: this very map).
        em = this.root.fork({ useContext: true, disableContextResolution: true });
      } finally {
        this.forking = false;
      }
      super.set(name, em);
    }
    return em;
  }
}

// RequestContext keeps its AsyncLocalStorage private (MikroORM 6.6, pinned); the spec beside this
// file fails if that changes.
const storage = (RequestContext as unknown as { storage: AsyncLocalStorage<RequestContext> }).storage;

/** As RequestContext.enter(root) for the rest of this request, forking only when the database is used. */
export function enterRequestContext(root: EntityManager): void {
  storage.enterWith(new RequestContext(new ForkOnFirstUse(root)));
}
