import { Module } from '@nestjs/common';
import { FuneralCoreModule } from '../funeral-core.module';
import { FuneralPolicyModule } from '../funeral-policy/funeral-policy.module';
import { QuoteModule } from '../quote/quote.module';
import { MemberService } from './member.service';
import { MemberResolver } from './member.resolver';

/** member, createMember, updateMember: the lives on a client's own policies. */
@Module({
  imports: [FuneralCoreModule, FuneralPolicyModule, QuoteModule],
  providers: [MemberService, MemberResolver],
})
export class MemberModule {}
