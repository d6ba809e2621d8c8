import { Module } from '@nestjs/common';
import { GroupService } from './group.service';
import { ClientGroupResolver } from './client-group.resolver';

@Module({ providers: [GroupService, ClientGroupResolver] })
export class GroupModule {}
