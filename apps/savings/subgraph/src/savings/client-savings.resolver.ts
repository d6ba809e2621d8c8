import { Info, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { GraphQLResolveInfo, SelectionSetNode } from 'graphql';
import { ClientRef, Identity, assertOwnClient, type CallerIdentity } from '@imali/shared/nest';
import { SavingsModel } from '../savings.models';
import { SavingsService } from './savings.service';
import { BucketReadService } from '../bucket/bucket-read.service';

/** Savings fields that read every bucket: asked for, the savings and its buckets come in one statement. */
const BUCKET_FIELDS = new Set(['bucketInfo', 'monthlyContributionsTotal', 'totalSaved']);

/** Whether the selection (fragments included) asks for one of `names`. */
function selects(selectionSet: SelectionSetNode | undefined, info: GraphQLResolveInfo, names: ReadonlySet<string>, depth = 0): boolean {
  if (!selectionSet || depth > 5) return false;
  return selectionSet.selections.some((selection) => {
    if (selection.kind === 'Field') return names.has(selection.name.value);
    if (selection.kind === 'InlineFragment') return selects(selection.selectionSet, info, names, depth + 1);
    return selects(info.fragments[selection.name.value]?.selectionSet, info, names, depth + 1);
  });
}

/** Adds Client.savings to the federated Client (owned by identity). */
@Resolver(() => ClientRef)
export class ClientSavingsResolver {
  constructor(
    private readonly service: SavingsService,
    private readonly buckets: BucketReadService,
  ) {}

  @ResolveField(() => SavingsModel, { nullable: true, description: "The client's savings and goals" })
  savings(@Parent() client: ClientRef, @Identity() identity: CallerIdentity, @Info() info: GraphQLResolveInfo): Promise<SavingsModel | null> {
    assertOwnClient(identity, client.id);
    const withBuckets = info.fieldNodes.some((node) => selects(node.selectionSet, info, BUCKET_FIELDS));
    return withBuckets ? this.buckets.savingsWithBuckets(client.id) : this.service.findOneForClient(client.id);
  }
}
