import { createMigrationCli } from '@imali/shared/nest';
import { definition } from './subgraph.definition';

void createMigrationCli(definition, 'apps/debt/subgraph/src/migrations');
