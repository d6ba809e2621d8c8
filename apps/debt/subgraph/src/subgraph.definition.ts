import type { SubgraphDefinition } from '@imali/shared/nest';
import { DebtModule } from './debt.module';
import { DebtBreakdownEntity } from './debt-breakdown/debt-breakdown.entity';
import { migrations } from './migrations';

export const definition: SubgraphDefinition = {
  name: 'debt',
  schema: 'debt',
  entities: [DebtBreakdownEntity],
  migrations,
  imports: [DebtModule],
};
