import { Module } from '@nestjs/common';
import { GroupModule } from './group/group.module';

/** The groups subgraph: one module per concept. */
@Module({ imports: [GroupModule] })
export class GroupsSubgraphModule {}
