import { Index, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { Field, ObjectType } from '@nestjs/graphql';
import { RecordEntity } from '@imali/shared/nest';
import type { FuneralPolicyEntity } from './funeral-policy.entity';

/** A person named on a policy (a covered life or a beneficiary): who they are and how to reach them. ID numbers are encrypted. */
@ObjectType({ isAbstract: true })
export abstract class PolicyPersonEntity extends RecordEntity {
  @Index()
  @ManyToOne('FuneralPolicyEntity', { ref: true })
  policy!: Ref<FuneralPolicyEntity>;

  @Field(() => String)
  @Property({ type: 'string', length: 200 })
  firstNames!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 200 })
  surname!: string;

  @Property({ type: 'text[]', default: '{}' })
  cellNumbers: string[] = [];

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 254, nullable: true })
  email?: string | null;

  @Property({ type: 'string', length: 20, nullable: true })
  idType?: string | null;

  /** Not a field: a member's idNumber field decrypts it only when asked for. */
  @Property({ type: 'text', nullable: true })
  idNumberEncrypted?: string | null;
}
