import { Module } from '@nestjs/common';
import { DebtBreakdownService } from './debt-breakdown.service';
import { ClientDebtBreakdownResolver } from './client-debt-breakdown.resolver';

@Module({ providers: [DebtBreakdownService, ClientDebtBreakdownResolver] })
export class DebtBreakdownModule {}
