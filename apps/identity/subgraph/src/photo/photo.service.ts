import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { FieldValidationError, NotFoundError } from '@imali/shared/nest';
import { ClientEntity } from '../client/client.entity';
import { ProfilePhotoEntity } from './profile-photo.entity';
import { readPhoto } from './photo-rules';

@Injectable()
export class PhotoService {
  constructor(private readonly em: EntityManager) {}

  /** Replaces the client's photo (the previous one is deleted: keep no more than needed, POPIA s14). */
  async upload(clientId: string, dataBase64: string): Promise<void> {
    const photo = readPhoto(dataBase64);
    if ('error' in photo) throw new FieldValidationError([{ field: 'photo', message: photo.error }]);
    await this.em.transactional(async (em) => {
      const client = await em.findOne(ClientEntity, { id: clientId });
      if (!client) throw new NotFoundError('Client not found');
      await em.nativeDelete(ProfilePhotoEntity, { clientId });
      const saved = em.create(ProfilePhotoEntity, { clientId, contentType: photo.contentType, data: photo.data });
      client.photoId = saved.id;
    });
  }

  /** A data: URL (photos are small), so the browser needs no second, authenticated file route. */
  async url(clientId: string): Promise<string | null> {
    const photo = await this.em.findOne(ProfilePhotoEntity, { clientId }, { orderBy: { createdAt: 'desc' } });
    return photo ? `data:${photo.contentType};base64,${Buffer.from(photo.data).toString('base64')}` : null;
  }
}
