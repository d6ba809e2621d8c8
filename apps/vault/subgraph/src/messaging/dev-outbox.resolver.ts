import { Field, ID, Int, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { EntityManager } from '@mikro-orm/postgresql';
import { ForbiddenError, Identity, PiiCipher, requireClientId, type CallerIdentity } from '@imali/shared/nest';
import { VaultOutboxMessageEntity } from './outbox-message.entity';
import { fileUrl } from '../files/file.service';

@ObjectType('DocumentOutboxAttachment')
export class DocumentOutboxAttachmentModel {
  @Field(() => String) name!: string;
  @Field(() => String) contentType!: string;
  @Field(() => Int) size!: number;
  @Field(() => String, { description: 'Hex SHA-256 of the attached bytes' }) sha256!: string;
  @Field(() => String, { nullable: true, description: 'The attached file: /files/{id}' }) url!: string | null;
}

@ObjectType('DocumentOutboxMessage')
export class DocumentOutboxMessageModel {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'SMS or EMAIL' }) channel!: string;
  @Field(() => String) destination!: string;
  @Field(() => String, { nullable: true }) subject!: string | null;
  @Field(() => String) body!: string;
  @Field(() => [DocumentOutboxAttachmentModel]) attachments!: DocumentOutboxAttachmentModel[];
  @Field(() => Date) createdAt!: Date;
}

@Resolver()
export class DevOutboxResolver {
  constructor(
    private readonly em: EntityManager,
    private readonly cipher: PiiCipher,
  ) {}

  /** Development only: the caller's e-mailed documents (with their attachments) and vaccination OTP SMS from the sandbox. */
  @Query(() => [DocumentOutboxMessageModel], { description: "Development only: the vault's sandbox outbox for the signed-in client (e-mailed documents with attachments, the vaccination OTP SMS)" })
  async devDocumentOutbox(@Identity() identity: CallerIdentity): Promise<DocumentOutboxMessageModel[]> {
    if (process.env['NODE_ENV'] === 'production') throw new ForbiddenError('The outbox is only available in development');
    const rows = await this.em.find(VaultOutboxMessageEntity, { clientId: requireClientId(identity) }, { orderBy: { createdAt: 'desc' }, limit: 50 });
    return rows.map((m) => ({
      id: m.id,
      channel: m.channel,
      destination: this.cipher.decrypt(m.destinationEncrypted),
      subject: m.subject ?? null,
      body: m.body,
      attachments: m.attachments.map((a) => ({ ...a, url: a.fileId ? fileUrl(a.fileId) : null })),
      createdAt: m.createdAt,
    }));
  }
}
