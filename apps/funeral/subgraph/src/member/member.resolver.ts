import { Args, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Identity, requireClientId, type CallerIdentity } from '@imali/shared/nest';
import { PolicyMemberEntity } from '../funeral-policy/policy-member.entity';
import { CreateMemberInput, UpdateMemberInput } from './member.input';
import { MemberService } from './member.service';

@Resolver(() => PolicyMemberEntity)
export class MemberResolver {
  constructor(private readonly members: MemberService) {}

  @Query(() => PolicyMemberEntity, { nullable: true, description: "A life covered by one of the signed-in client's funeral policies" })
  member(@Args('id', { type: () => ID }) id: string, @Identity() identity: CallerIdentity): Promise<PolicyMemberEntity> {
    return this.members.findOwn(requireClientId(identity), id);
  }

  @Mutation(() => PolicyMemberEntity, { description: "Adds a spouse, child, parent or extended family member to the client's own policy; the premium changes with it" })
  createMember(@Args('input') input: CreateMemberInput, @Identity() identity: CallerIdentity): Promise<PolicyMemberEntity> {
    return this.members.create(requireClientId(identity), input);
  }

  @Mutation(() => PolicyMemberEntity, { description: "Changes a dependant on the client's own policy (ID type and number are locked once set)" })
  updateMember(@Args('id', { type: () => ID }) id: string, @Args('input') input: UpdateMemberInput, @Identity() identity: CallerIdentity): Promise<PolicyMemberEntity> {
    return this.members.update(requireClientId(identity), id, input);
  }

  // Reached only through a member the caller was allowed to read (member, livesCovered, the mutations).
  @ResolveField(() => String, { nullable: true, description: 'Shown to the policy owner only' })
  idNumber(@Parent() member: PolicyMemberEntity): string | null {
    return this.members.decryptIdNumber(member.idNumberEncrypted);
  }
}
