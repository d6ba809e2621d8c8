import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** A client's profile photo (small: the browser scales it down before uploading). */
@Entity({ tableName: 'profile_photo' })
export class ProfilePhotoEntity {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Index()
  @Property({ type: 'uuid' })
  clientId!: string;

  /** image/png or image/jpeg, from the file's own bytes. */
  @Property({ type: 'string', length: 20 })
  contentType!: string;

  @Property({ type: 'blob' })
  data!: Buffer;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
