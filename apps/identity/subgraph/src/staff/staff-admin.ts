import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { STAFF_ROLES, isStaffRole, type StaffRoleName } from '@imali/shared/nest';
import { UserAccountEntity } from '../auth/user-account.entity';
import { AuditEventEntity } from '../auth/audit-event.entity';
import { ClientEntity } from '../client/client.entity';
import { StaffUserEntity } from './staff-user.entity';

/**
 * Who is staff, changed by an operator with the identity image's one-off command
 * (`staff-roles.js`, docs/decisions/staff-roles-command.md): production has no demo staff, so this
 * is how the first employee, and every one after, gets a role. An employee signs up as a client
 * first (e-mail, password, OTP); a role is then given to or taken from that account.
 */
export class StaffAdminError extends Error {}

export interface StaffRecord {
  email: string;
  roles: StaffRoleName[];
}

/** Role names as typed (any case); an unknown one is refused with the known ones listed. */
export function parseStaffRoles(names: readonly string[]): StaffRoleName[] {
  const roles = names.map((name) => name.trim().toUpperCase()).filter((name) => name.length > 0);
  const unknown = roles.filter((role) => !isStaffRole(role));
  if (unknown.length > 0) throw new StaffAdminError(`Unknown role ${unknown.join(', ')}: the roles are ${STAFF_ROLES.join(', ')}`);
  if (roles.length === 0) throw new StaffAdminError(`Name at least one role: ${STAFF_ROLES.join(', ')}`);
  return STAFF_ROLES.filter((role) => roles.includes(role));
}

/** The account with this e-mail address, locked for the rest of the transaction (changes to one account's roles queue). */
async function accountOf(em: EntityManager, email: string): Promise<UserAccountEntity> {
  const normalised = email.trim().toLowerCase();
  if (normalised.length === 0 || normalised.length > 254 || !normalised.includes('@')) throw new StaffAdminError('Give the e-mail address the employee signed up with');
  const account = await em.findOne(UserAccountEntity, { email: normalised }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!account) throw new StaffAdminError(`No account signs in with ${normalised}: the employee signs up first (e-mail, password and OTP), then gets a role`);
  return account;
}

const audit = (em: EntityManager, account: UserAccountEntity, roles: readonly StaffRoleName[]) =>
  em.create(AuditEventEntity, { type: 'STAFF_ROLES_CHANGED', userId: account.id, detail: { roles: roles.join(',') || 'none', by: 'staff-roles command' } });

/**
 * Adds roles to the account with this e-mail address (its employee record made when it has none),
 * in one transaction under the account's row lock. Only an account whose sign-up is complete
 * (registered, terms accepted, OTP confirmed) can be staff. Answers the roles it now has.
 */
export async function grantStaffRoles(em: EntityManager, email: string, names: readonly string[]): Promise<StaffRecord> {
  const wanted = parseStaffRoles(names);
  return em.transactional(async (tx) => {
    const account = await accountOf(tx, email);
    const client = await tx.findOne(ClientEntity, { id: account.clientId }, { fields: ['isRegistration', 'acceptedTerms', 'otpVerification'] });
    if (!client || client.isRegistration || !client.acceptedTerms || !client.otpVerification) {
      throw new StaffAdminError(`The account of ${account.email} has not finished signing up (profile, terms and OTP): it cannot be staff yet`);
    }
    const staff = await tx.findOne(StaffUserEntity, { userId: account.id });
    const roles = STAFF_ROLES.filter((role) => wanted.includes(role) || (staff?.roles ?? []).includes(role));
    if (staff) staff.roles = roles;
    else tx.create(StaffUserEntity, { userId: account.id, roles });
    audit(tx, account, roles);
    return { email: account.email!, roles };
  });
}

/**
 * Takes roles (or, with none named, every role) from the account with this e-mail address; an
 * account left with none is no longer staff. Its next request already carries the change: the
 * roles are read on every session check (the gateway keeps an answer for 5 seconds at most).
 */
export async function revokeStaffRoles(em: EntityManager, email: string, names: readonly string[]): Promise<StaffRecord> {
  const taken = names.length === 0 ? [...STAFF_ROLES] : parseStaffRoles(names);
  return em.transactional(async (tx) => {
    const account = await accountOf(tx, email);
    const staff = await tx.findOne(StaffUserEntity, { userId: account.id });
    if (!staff) throw new StaffAdminError(`${account.email} is not staff`);
    const roles = staff.roles.filter((role) => !taken.includes(role));
    if (roles.length === 0) tx.remove(staff);
    else staff.roles = roles;
    audit(tx, account, roles);
    return { email: account.email!, roles };
  });
}

/** Every employee with their e-mail address and roles, by e-mail address. */
export async function listStaff(em: EntityManager): Promise<StaffRecord[]> {
  const staff = await em.find(StaffUserEntity, {});
  const accounts = await em.find(UserAccountEntity, { id: { $in: staff.map((s) => s.userId) } }, { fields: ['id', 'email'] });
  const emailOf = new Map(accounts.map((account) => [account.id, account.email ?? '(no e-mail)']));
  return staff.map((s) => ({ email: emailOf.get(s.userId) ?? '(account gone)', roles: [...s.roles] })).sort((a, b) => a.email.localeCompare(b.email));
}
