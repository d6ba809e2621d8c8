import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ClientEntity } from './client.entity';
import { ClientModel } from './client.model';
import { PiiCipher } from '@imali/shared/nest';

@Injectable()
export class ClientService {
  constructor(
    private readonly em: EntityManager,
    private readonly cipher: PiiCipher,
  ) {}

  async findById(id: string): Promise<ClientModel | null> {
    const entity = await this.em.findOne(ClientEntity, { id });
    return entity ? this.toModel(entity) : null;
  }

  toModel(entity: ClientEntity): ClientModel {
    return {
      id: entity.id,
      title: entity.title ?? null,
      firstNames: entity.firstNames ?? null,
      surname: entity.surname ?? null,
      nickName: entity.nickName ?? null,
      idType: entity.idType ?? null,
      idNumber: entity.idNumberEncrypted ? this.cipher.decrypt(entity.idNumberEncrypted) : null,
      idNumberVerified: !!entity.idNumberVerifiedAt && !!entity.idNumberHash,
      gender: entity.gender ?? null,
      birthDate: entity.birthDate ?? null,
      passportExpiresDate: entity.passportExpiresDate ?? null,
      acceptedTerms: entity.acceptedTerms,
      marketingConsent: entity.marketingConsent,
      isRegistration: entity.isRegistration,
      otpVerification: entity.otpVerification,
      email: entity.email ?? null,
      cellNumbers: entity.cellNumbers ?? [],
      income: entity.income ?? null,
      estimatedIncome: entity.estimatedIncome ?? null,
      taxNumber: entity.taxNumber ?? null,
      createdAt: entity.createdAt,
    };
  }
}
