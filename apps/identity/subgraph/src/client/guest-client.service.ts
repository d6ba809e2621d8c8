import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { PiiCipher, throwIfInvalid } from '@imali/shared/nest';
import { dateOfBirthFromIdNumber, genderFromIdNumber, isSouthAfricanIdType, required, validateCellphone, validateEmail, validateSaIdNumber, type FieldError } from '@imali/shared/validation';
import { ClientEntity } from './client.entity';

export interface GuestClientInput {
  idType?: string | null;
  idNumber: string;
  firstNames?: string | null;
  surname?: string | null;
  cellNumber?: string | null;
  email?: string | null;
}

/**
 * For sales in other areas: the client with this ID number, or a new client record (no login
 * yet: "Register to view policy" links it later). An existing client's details are never
 * overwritten by a sale.
 */
@Injectable()
export class GuestClientService {
  constructor(
    private readonly em: EntityManager,
    private readonly cipher: PiiCipher,
  ) {}

  async ensure(input: GuestClientInput): Promise<{ clientId: string; created: boolean }> {
    const idType = input.idType || 'rsa_id';
    const idNumber = typeof input.idNumber === 'string' ? input.idNumber.replace(/\s+/g, '') : '';
    const errors: FieldError[] = [];
    const add = (field: string, message: string | undefined) => message && errors.push({ field, message });
    add('idNumber', required(idNumber) ?? (isSouthAfricanIdType(idType) ? validateSaIdNumber(idNumber, idType) : undefined));
    add('cellNumber', validateCellphone(input.cellNumber));
    add('email', validateEmail(input.email));
    throwIfInvalid(errors);
    const idNumberHash = this.cipher.lookupHash(idNumber);
    try {
      return await this.create(input, idType, idNumber, idNumberHash);
    } catch (error) {
      // Two sales for the same person at once: the other one made the client; use it.
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      const winner = await this.em.fork().findOne(ClientEntity, { idNumberHash }, { fields: ['id'] });
      if (!winner) throw error;
      return { clientId: winner.id, created: false };
    }
  }

  private create(input: GuestClientInput, idType: string, idNumber: string, idNumberHash: string): Promise<{ clientId: string; created: boolean }> {
    return this.em.transactional(async (em) => {
      const existing = await em.findOne(ClientEntity, { idNumberHash }, { fields: ['id'] });
      if (existing) return { clientId: existing.id, created: false };
      const sa = isSouthAfricanIdType(idType);
      const client = em.create(ClientEntity, {
        idType,
        idNumberEncrypted: this.cipher.encrypt(idNumber),
        idNumberHash,
        firstNames: input.firstNames?.trim() || null,
        surname: input.surname?.trim() || null,
        cellNumbers: input.cellNumber ? [input.cellNumber.trim()] : [],
        email: input.email?.trim().toLowerCase() || null,
        birthDate: sa ? dateOfBirthFromIdNumber(idNumber) ?? null : null,
        gender: sa ? genderFromIdNumber(idNumber) ?? null : null,
        isRegistration: true,
      });
      return { clientId: client.id, created: true };
    });
  }
}
