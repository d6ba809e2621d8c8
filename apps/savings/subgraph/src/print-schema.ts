import { printSchemaCli } from '@imali/shared/nest';
import { definition } from './subgraph.definition';

void printSchemaCli(definition);
