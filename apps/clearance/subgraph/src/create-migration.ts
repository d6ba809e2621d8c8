import { createMigrationCli } from '@imali/shared/nest';
import { definition } from './subgraph.definition';

void createMigrationCli(definition, 'apps/clearance/subgraph/src/migrations');
