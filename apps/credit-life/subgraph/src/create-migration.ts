import { createMigrationCli } from '@imali/shared/nest';
import { definition } from './subgraph.definition';

void createMigrationCli(definition, 'apps/credit-life/subgraph/src/migrations');
