import type { EntityManager } from '@mikro-orm/postgresql';
import { hash, verify } from '@node-rs/argon2';
import { ARGON2_OPTIONS } from '../auth/auth.service';
import { buildSaIdNumber } from '@imali/shared/validation';
import { ClientEntity } from '../client/client.entity';
import { UserAccountEntity } from '../auth/user-account.entity';
import type { PiiCipher } from '@imali/shared/nest';

export const DEMO_EMAIL = 'demo@imali.local';
export const DEMO_BIRTH_DATE = '1990-03-14';

/**
 * The development demo account: a registered, verified client so every signed-in screen can be
 * tried at once. Idempotent: creates it once, and only resets the password when it differs.
 */
export async function seedDemoClient(em: EntityManager, cipher: PiiCipher, password: string): Promise<{ clientId: string; created: boolean }> {
  return em.transactional(async (tx) => {
    const existing = await tx.findOne(UserAccountEntity, { email: DEMO_EMAIL });
    if (existing) {
      const same = await verify(existing.passwordHash, password).catch(() => false);
      if (!same) existing.passwordHash = await hash(password, ARGON2_OPTIONS);
      return { clientId: existing.clientId, created: false };
    }
    const idNumber = buildSaIdNumber({ birthDate: DEMO_BIRTH_DATE, serial: 4821 })!;
    const client = tx.create(ClientEntity, {
      firstNames: 'Thandiwe',
      surname: 'Mokoena',
      title: 'Ms',
      idType: 'rsa_id',
      idNumberEncrypted: cipher.encrypt(idNumber),
      idNumberHash: cipher.lookupHash(idNumber),
      gender: 'FEMALE',
      birthDate: DEMO_BIRTH_DATE,
      email: DEMO_EMAIL,
      cellNumbers: ['0821234567'],
      acceptedTerms: true,
      isRegistration: false,
      otpVerification: true,
      income: 18500,
    });
    tx.create(UserAccountEntity, { clientId: client.id, email: DEMO_EMAIL, passwordHash: await hash(password, ARGON2_OPTIONS) });
    return { clientId: client.id, created: true };
  });
}
