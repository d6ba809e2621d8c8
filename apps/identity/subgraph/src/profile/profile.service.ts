import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError, throwIfInvalid, PiiCipher } from '@imali/shared/nest';
import { dateOfBirthFromIdNumber, genderFromIdNumber, isSouthAfricanIdType } from '@imali/shared/validation';
import { ClientEntity } from '../client/client.entity';
import { AuditEventEntity } from '../auth/audit-event.entity';
import type { UpdateClientInput } from './update-client.input';
import { OtpService, type ContactField } from '../otp/otp.service';
import { ID_LOCKED_MESSAGE, ID_TAKEN_MESSAGE, profileErrors, type ProfileState } from './profile-rules';

const clean = (value: string | null | undefined) => (typeof value === 'string' ? value.trim() || null : value);

@Injectable()
export class ProfileService {
  constructor(
    private readonly em: EntityManager,
    private readonly cipher: PiiCipher,
    private readonly otp: OtpService,
  ) {}

  /** updateMyProfile: the spec's rules, ID type and number locked once set, registration finished on accepting the terms. */
  async update(clientId: string, input: UpdateClientInput, userId: string | null, today = new Date()): Promise<ClientEntity> {
    // Once an OTP has proven the contact details, a new cell number or e-mail waits for a code sent
    // to it (and the old one is told) instead of applying at once; sent after this commits.
    const contactChanges: { field: ContactField; value: string; old: string | null }[] = [];
    const updated = await this.em.transactional(async (em) => {
      const client = await em.findOne(ClientEntity, { id: clientId }, { lockMode: undefined });
      if (!client) throw new NotFoundError('Client not found');
      const storedId = client.idNumberEncrypted ? this.cipher.decrypt(client.idNumberEncrypted) : null;
      const idNumber = clean(input.idNumber)?.replace(/\s+/g, '') ?? null;
      const idType = clean(input.idType) ?? client.idType ?? (idNumber ? 'rsa_id' : null);
      const next: ProfileState = {
        firstNames: input.firstNames !== undefined ? clean(input.firstNames) ?? null : client.firstNames ?? null,
        idType,
        idNumber: idNumber ?? storedId,
        birthDate: input.birthDate ?? client.birthDate ?? null,
        cellNumber: input.cellNumbers !== undefined ? input.cellNumbers?.[0]?.trim() ?? null : client.cellNumbers?.[0] ?? null,
        email: input.email !== undefined ? clean(input.email) ?? null : client.email ?? null,
        passportExpiresDate: input.passportExpiresDate ?? client.passportExpiresDate ?? null,
        acceptedTerms: input.acceptedTerms ?? client.acceptedTerms,
      };
      const errors = profileErrors({ ...input, idNumber: input.idNumber === undefined ? undefined : idNumber }, next, today);
      if (storedId && idNumber && this.cipher.lookupHash(idNumber) !== client.idNumberHash) errors.push({ field: 'idNumber', message: ID_LOCKED_MESSAGE });
      if (storedId && input.idType && input.idType !== client.idType) errors.push({ field: 'idType', message: ID_LOCKED_MESSAGE });
      if (idNumber && !storedId) {
        const owner = await em.findOne(ClientEntity, { idNumberHash: this.cipher.lookupHash(idNumber), guest: false }, { fields: ['id'] });
        if (owner && owner.id !== client.id) errors.push({ field: 'idNumber', message: ID_TAKEN_MESSAGE });
      }
      throwIfInvalid(errors);

      if (idNumber && !storedId) {
        client.idType = idType;
        client.idNumberEncrypted = this.cipher.encrypt(idNumber);
        client.idNumberHash = this.cipher.lookupHash(idNumber);
        // A verification with the credit bureau was for the previous ID number.
        client.idNumberVerifiedAt = null;
        if (isSouthAfricanIdType(idType)) {
          client.birthDate = input.birthDate ?? dateOfBirthFromIdNumber(idNumber, today) ?? null;
          client.gender = input.gender ?? genderFromIdNumber(idNumber) ?? null;
        }
      }
      const assign = <K extends keyof ClientEntity>(key: K, value: ClientEntity[K] | undefined) => {
        if (value !== undefined) client[key] = value;
      };
      assign('title', clean(input.title));
      assign('firstNames', input.firstNames !== undefined ? next.firstNames : undefined);
      assign('surname', clean(input.surname));
      assign('nickName', clean(input.nickName));
      if (!idNumber) assign('gender', clean(input.gender));
      if (!idNumber || !isSouthAfricanIdType(idType)) assign('birthDate', input.birthDate ?? undefined);
      assign('passportExpiresDate', input.passportExpiresDate ?? undefined);
      const verified = client.otpVerification;
      if (input.email !== undefined && verified && next.email !== (client.email ?? null)) {
        // A proven e-mail is replaced through a code, never just removed.
        if (next.email) contactChanges.push({ field: 'email', value: next.email, old: client.email ?? null });
      } else {
        assign('email', input.email !== undefined ? next.email : undefined);
      }
      if (input.cellNumbers) {
        const cellNumbers = input.cellNumbers.map((c) => c.trim()).filter(Boolean);
        const current = client.cellNumbers?.[0] ?? null;
        if (verified && current && cellNumbers[0] !== current) {
          // The first number is the one OTPs go to: it stays until the new one is proven; the others apply.
          if (cellNumbers[0]) contactChanges.push({ field: 'cellNumber', value: cellNumbers[0], old: current });
          client.cellNumbers = [current, ...cellNumbers.slice(1).filter((c) => c !== current)];
        } else {
          client.cellNumbers = cellNumbers;
        }
      }
      assign('marketingConsent', input.marketingConsent ?? undefined);
      assign('income', input.income === undefined ? undefined : input.income);
      assign('taxNumber', clean(input.taxNumber));
      if (input.acceptedTerms === true) {
        client.acceptedTerms = true;
        client.isRegistration = false;
      }
      em.create(AuditEventEntity, { type: 'PROFILE_UPDATED', userId, detail: { clientId }, createdAt: new Date() });
      return client;
    });
    for (const change of contactChanges) await this.otp.startContactChange(clientId, change.field, change.value, change.old);
    return updated;
  }
}
