import { createMigrationCli } from '@imali/shared/nest';
import { definition } from './subgraph.definition';

void createMigrationCli(definition, 'apps/funeral/subgraph/src/migrations');
