import { Directive, Field, ID, ObjectType } from '@nestjs/graphql';

/**
 * The federated Client entity as seen by an area subgraph: only its key. Identity owns
 * Client; each area adds its own nullable fields with @ResolveField on a resolver of this type.
 */
@ObjectType('Client')
@Directive('@key(fields: "id")')
export class ClientRef {
  @Field(() => ID)
  id!: string;
}
