import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import { Identity, type CallerIdentity, type SubgraphContext } from '@imali/shared/nest';
import { CreateLeadInput, LeadModel } from './lead.input';
import { LeadService } from './lead.service';
import { clientAddressHash } from '@imali/shared/nest';

@Resolver()
export class LeadResolver {
  constructor(private readonly leads: LeadService) {}

  @Mutation(() => LeadModel, { description: '"Let us contact you": visitors and clients' })
  async createLead(@Args('input') input: CreateLeadInput, @Identity() identity: CallerIdentity, @Context() ctx: SubgraphContext): Promise<LeadModel> {
    const lead = await this.leads.create(input, identity.clientId, clientAddressHash(ctx));
    return { id: lead.id };
  }
}
