import { Module } from '@nestjs/common';
import { CreditLifeService } from './credit-life.service';
import { ClientCreditLifeResolver } from './client-credit-life.resolver';

@Module({ providers: [CreditLifeService, ClientCreditLifeResolver] })
export class CreditLifeModule {}
