import { Module } from '@nestjs/common';
import { CreditLifeService } from './credit-life/credit-life.service';
import { ClientCreditLifeResolver } from './credit-life/client-credit-life.resolver';

@Module({ providers: [CreditLifeService, ClientCreditLifeResolver] })
export class CreditLifeModule {}
