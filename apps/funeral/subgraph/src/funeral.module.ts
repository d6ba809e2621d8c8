import { Module } from '@nestjs/common';
import { FuneralPolicyService } from './funeral-policy/funeral-policy.service';
import { ClientFuneralPolicyResolver } from './funeral-policy/client-funeral-policy.resolver';

@Module({ providers: [FuneralPolicyService, ClientFuneralPolicyResolver] })
export class FuneralModule {}
