import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { FieldValidationError, PiiCipher, throwIfInvalid } from '@imali/shared/nest';
import { ID_TYPES } from '@imali/shared/domain';
import {
  ID_DOCUMENT_NUMBER_MAX_LENGTH,
  INVALID_REQUEST_KEY_MESSAGE,
  NAME_MAX_LENGTH,
  SELECT_ONE_MESSAGE,
  maxLength,
  dateOfBirthFromIdNumber,
  genderFromIdNumber,
  isSouthAfricanIdType,
  isUuid,
  required,
  validateCellphone,
  validateEmail,
  validateSaIdNumber,
  type FieldError,
} from '@imali/shared/validation';
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
 * For a visitor's sale in another area: always a new guest record holding what the visitor
 * typed, never a look-up by ID number (a visitor must neither write to nor learn of an existing
 * client: docs/decisions/guest-sale-records.md). Idempotent on the sale's derived key, so a
 * retried or doubled submit makes one record; the key replayed with another ID number is refused.
 */
@Injectable()
export class GuestClientService {
  constructor(
    private readonly em: EntityManager,
    private readonly cipher: PiiCipher,
  ) {}

  async ensure(input: GuestClientInput, key: unknown): Promise<{ clientId: string; created: boolean }> {
    const idType = input.idType || 'rsa_id';
    const idNumber = typeof input.idNumber === 'string' ? input.idNumber.replace(/\s+/g, '') : '';
    const errors: FieldError[] = [];
    const add = (field: string, message: string | undefined) => message && errors.push({ field, message });
    // The caller derives a UUID from the sale's key (the column is a uuid).
    add('idempotencyKey', isUuid(key) ? undefined : INVALID_REQUEST_KEY_MESSAGE);
    add('idType', (ID_TYPES as readonly string[]).includes(String(idType).trim().toLowerCase()) ? undefined : SELECT_ONE_MESSAGE);
    add('idNumber', required(idNumber) ?? maxLength(ID_DOCUMENT_NUMBER_MAX_LENGTH)(idNumber) ?? (isSouthAfricanIdType(idType) ? validateSaIdNumber(idNumber, idType) : undefined));
    add('firstNames', maxLength(NAME_MAX_LENGTH)(input.firstNames));
    add('surname', maxLength(NAME_MAX_LENGTH)(input.surname));
    add('cellNumber', validateCellphone(input.cellNumber));
    add('email', validateEmail(input.email));
    throwIfInvalid(errors);
    const guestKey = key as string;
    const idNumberHash = this.cipher.lookupHash(idNumber);
    const earlier = async () => {
      const found = await this.em.fork().findOne(ClientEntity, { guestKey }, { fields: ['id', 'idNumberHash'] });
      if (found && found.idNumberHash !== idNumberHash) throw new FieldValidationError([{ field: 'idempotencyKey', message: INVALID_REQUEST_KEY_MESSAGE }]);
      return found ? { clientId: found.id, created: false } : null;
    };
    const retried = await earlier();
    if (retried) return retried;
    const sa = isSouthAfricanIdType(idType);
    const client = this.em.create(ClientEntity, {
      idType,
      idNumberEncrypted: this.cipher.encrypt(idNumber),
      idNumberHash,
      guest: true,
      guestKey,
      firstNames: input.firstNames?.trim() || null,
      surname: input.surname?.trim() || null,
      cellNumbers: input.cellNumber ? [input.cellNumber.trim()] : [],
      email: input.email?.trim().toLowerCase() || null,
      birthDate: sa ? dateOfBirthFromIdNumber(idNumber) ?? null : null,
      gender: sa ? genderFromIdNumber(idNumber) ?? null : null,
      isRegistration: true,
    });
    try {
      await this.em.flush();
      return { clientId: client.id, created: true };
    } catch (error) {
      // The same submit twice at once: the other one made the record; use it.
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      const winner = await earlier();
      if (!winner) throw error;
      return winner;
    }
  }
}
