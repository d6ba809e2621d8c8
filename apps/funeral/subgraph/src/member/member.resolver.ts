import { Args, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Identity, requireClientId, type CallerIdentity } from '@imali/shared/nest';
import { FuneralMemberModel } from '../funeral-policy/funeral-policy.model';
import { toFuneralMemberModel } from '../funeral-policy/funeral-policy.service';
import { CreateMemberInput, UpdateMemberInput } from './member.input';
import { MemberService } from './member.service';

@Resolver(() => FuneralMemberModel)
export class MemberResolver {
  constructor(private readonly members: MemberService) {}

  @Query(() => FuneralMemberModel, { nullable: true, description: "A life covered by one of the signed-in client's funeral policies" })
  async member(@Args('id', { type: () => ID }) id: string, @Identity() identity: CallerIdentity): Promise<FuneralMemberModel> {
    return toFuneralMemberModel(await this.members.findOwn(requireClientId(identity), id));
  }

  @Mutation(() => FuneralMemberModel, { description: "Adds a spouse, child, parent or extended family member to the client's own policy; the premium changes with it" })
  createMember(@Args('input') input: CreateMemberInput, @Identity() identity: CallerIdentity): Promise<FuneralMemberModel> {
    return this.members.create(requireClientId(identity), input);
  }

  @Mutation(() => FuneralMemberModel, { description: "Changes a dependant on the client's own policy (ID type and number are locked once set)" })
  updateMember(@Args('id', { type: () => ID }) id: string, @Args('input') input: UpdateMemberInput, @Identity() identity: CallerIdentity): Promise<FuneralMemberModel> {
    return this.members.update(requireClientId(identity), id, input);
  }

  // Reached only through a member the caller was allowed to read (member, livesCovered, the mutations).
  @ResolveField(() => String, { nullable: true, description: 'Shown to the policy owner only' })
  idNumber(@Parent() member: FuneralMemberModel): string | null {
    return this.members.decryptIdNumber(member.idNumberEncrypted);
  }
}
