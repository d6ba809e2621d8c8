import { Directive, Query, Resolver } from '@nestjs/graphql';
import { ClientRef } from './client-ref';
import { Identity, requireClientId } from './identity';
import type { CallerIdentity } from './internal-auth';

/**
 * `myClient` as an area subgraph may answer it: the signed-in client's key and nothing else
 * (@shareable with identity's). A query that asks only for `id` and one area's own Client fields,
 * such as the document list, is then planned as one fetch to that area instead of identity then
 * the area. Same rule as identity's: a visitor gets UNAUTHENTICATED; sign-up steps pending are
 * allowed here and each area field still checks its own access. Only the caller's own key is
 * ever returned, so it reveals nothing the session did not already say.
 */
@Resolver(() => ClientRef)
export class SharedMyClientResolver {
  @Query(() => ClientRef, { nullable: true, description: "The signed-in client's own record" })
  @Directive('@shareable')
  myClient(@Identity() identity: CallerIdentity): ClientRef {
    return { id: requireClientId(identity, { allowUnverified: true }) };
  }
}
