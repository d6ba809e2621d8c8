import { bootstrapSubgraph } from '@imali/shared/nest';
import { definition } from './subgraph.definition';

void bootstrapSubgraph(definition);
