import { Entity, Property, type Opt } from '@mikro-orm/core';
import { Field, ObjectType } from '@nestjs/graphql';
import { ClientOwnedEntity } from '@imali/shared/nest';

/** A funeral group (burial society) a client belongs to. */
@ObjectType('Group')
@Entity({ tableName: 'funeral_group' })
export class GroupEntity extends ClientOwnedEntity {
  @Field(() => String)
  @Property({ type: 'string', length: 100 })
  name!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 100, nullable: true })
  postalCode?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 100, nullable: true })
  email?: string | null;

  @Field(() => Date)
  declare createdAt: Opt<Date>;
}
