import { migrateCli } from '@imali/shared/nest';
import { definition } from './subgraph.definition';

void migrateCli(definition);
