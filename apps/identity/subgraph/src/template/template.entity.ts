import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** Server-side content such as the terms and conditions (CONST_TERMS); editable without a release. */
@Entity({ tableName: 'template' })
export class TemplateEntity {
  [OptionalProps]?: 'updatedAt';

  @PrimaryKey({ type: 'string', length: 60 })
  name!: string;

  @Property({ type: 'text' })
  html!: string;

  @Property({ type: 'datetime' })
  updatedAt: Date = new Date();
}
