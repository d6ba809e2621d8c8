import { Module } from '@nestjs/common';
import { GroupService } from './group/group.service';
import { ClientGroupResolver } from './group/client-group.resolver';

@Module({ providers: [GroupService, ClientGroupResolver] })
export class GroupsModule {}
