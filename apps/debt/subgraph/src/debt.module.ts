import { Module } from '@nestjs/common';
import { DebtBreakdownService } from './debt-breakdown/debt-breakdown.service';
import { ClientDebtBreakdownResolver } from './debt-breakdown/client-debt-breakdown.resolver';

@Module({ providers: [DebtBreakdownService, ClientDebtBreakdownResolver] })
export class DebtModule {}
