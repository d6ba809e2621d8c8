import type { EntityManager } from '@mikro-orm/postgresql';
import { hash, verify } from '@node-rs/argon2';
import { buildSaIdNumber } from '@imali/shared/validation';
import type { PiiCipher, StaffRoleName } from '@imali/shared/nest';
import { ARGON2_OPTIONS } from '../auth/auth.service';
import { ClientEntity } from '../client/client.entity';
import { UserAccountEntity } from '../auth/user-account.entity';
import { StaffUserEntity } from '../staff/staff-user.entity';

export interface DemoStaff {
  role: StaffRoleName;
  email: string;
  firstNames: string;
  surname: string;
  birthDate: string;
  serial: number;
  cellNumber: string;
  gender: 'MALE' | 'FEMALE';
}

/** One development staff user per role; they sign in like clients, with the demo password. */
export const DEMO_STAFF: readonly DemoStaff[] = [
  { role: 'SALES_PERSON', email: 'sales@imali.local', firstNames: 'Sipho', surname: 'Dlamini', birthDate: '1987-05-09', serial: 5123, cellNumber: '0721234501', gender: 'MALE' },
  { role: 'GROUP_SALES', email: 'group-sales@imali.local', firstNames: 'Ayanda', surname: 'Khumalo', birthDate: '1992-08-23', serial: 2345, cellNumber: '0721234502', gender: 'FEMALE' },
  { role: 'OPERATIONS', email: 'operations@imali.local', firstNames: 'Pieter', surname: 'van Wyk', birthDate: '1984-11-30', serial: 6789, cellNumber: '0721234503', gender: 'MALE' },
];

/**
 * Each staff user: a verified client record and login (like the demo client) plus the employee
 * record with its one role. Idempotent: the password is reset only when it differs, the role is
 * put back if it was changed.
 */
export async function seedDemoStaff(em: EntityManager, cipher: PiiCipher, password: string): Promise<{ email: string; role: StaffRoleName; created: boolean }[]> {
  const results: { email: string; role: StaffRoleName; created: boolean }[] = [];
  for (const person of DEMO_STAFF) {
    results.push(
      await em.transactional(async (tx) => {
        let account = await tx.findOne(UserAccountEntity, { email: person.email });
        const created = !account;
        if (account) {
          if (!(await verify(account.passwordHash, password).catch(() => false))) account.passwordHash = await hash(password, ARGON2_OPTIONS);
        } else {
          const idNumber = buildSaIdNumber({ birthDate: person.birthDate, serial: person.serial })!;
          const client = tx.create(ClientEntity, {
            firstNames: person.firstNames,
            surname: person.surname,
            idType: 'rsa_id',
            idNumberEncrypted: cipher.encrypt(idNumber),
            idNumberHash: cipher.lookupHash(idNumber),
            gender: person.gender,
            birthDate: person.birthDate,
            email: person.email,
            cellNumbers: [person.cellNumber],
            acceptedTerms: true,
            isRegistration: false,
            otpVerification: true,
          });
          account = tx.create(UserAccountEntity, { clientId: client.id, email: person.email, passwordHash: await hash(password, ARGON2_OPTIONS) });
        }
        const staff = await tx.findOne(StaffUserEntity, { userId: account.id });
        if (!staff) tx.create(StaffUserEntity, { userId: account.id, roles: [person.role] });
        else if (staff.roles.length !== 1 || staff.roles[0] !== person.role) staff.roles = [person.role];
        return { email: person.email, role: person.role, created };
      }),
    );
  }
  return results;
}
