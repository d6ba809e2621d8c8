import { applyDecorators, Injectable, SetMetadata, UseGuards, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { GqlExecutionContext } from '@nestjs/graphql';
import { FieldValidationError, ForbiddenError, UnauthenticatedError, VerificationRequiredError } from './errors';
import { ANONYMOUS, pendingSteps, type SubgraphContext } from './identity';
import type { CallerIdentity, StaffClaim, StaffRoleName } from './internal-auth';

/** The spec's words for a signed-in user without an employee ("me") record. */
export const NOT_AN_EMPLOYEE_MESSAGE = 'You are not an employee';
/** An employee whose roles do not include the one needed (docs/decisions/staff-roles.md). */
export const STAFF_ROLE_REQUIRED_MESSAGE = 'Your staff role does not allow this';

/**
 * The one server-side staff check: a signed-in user who finished sign-up, with an employee record
 * (else FORBIDDEN 'You are not an employee') holding one of `roles` when any are given (else
 * FORBIDDEN with STAFF_ROLE_REQUIRED_MESSAGE). Answers the caller's staff claim.
 */
export function requireStaff(identity: CallerIdentity, ...roles: StaffRoleName[]): StaffClaim {
  if (!identity.userId) throw new UnauthenticatedError();
  const pending = pendingSteps(identity);
  if (pending.length > 0) throw new VerificationRequiredError(pending);
  const staff = identity.staff;
  if (!staff) throw new ForbiddenError(NOT_AN_EMPLOYEE_MESSAGE);
  if (roles.length > 0 && !roles.some((role) => staff.roles.includes(role))) throw new ForbiddenError(STAFF_ROLE_REQUIRED_MESSAGE);
  return staff;
}

/** True for an employee holding `role` (for fields that show more to staff, never a refusal). */
/** Staff work lists (e.g. collections needing operations): how many rows one call answers. */
export const STAFF_LIST_DEFAULT = 50;
export const STAFF_LIST_MAX = 200;
export const STAFF_LIST_LIMIT_MESSAGE = `Enter a limit from 1 to ${STAFF_LIST_MAX}`;

/** A staff list's `limit` argument: the default when absent, else a whole number from 1 to STAFF_LIST_MAX (BAD_USER_INPUT on limit). */
export function staffListLimit(limit: number | null | undefined): number {
  const take = limit ?? STAFF_LIST_DEFAULT;
  if (!Number.isInteger(take) || take < 1 || take > STAFF_LIST_MAX) throw new FieldValidationError([{ field: 'limit', message: STAFF_LIST_LIMIT_MESSAGE }]);
  return take;
}

export function hasStaffRole(identity: CallerIdentity, role: StaffRoleName): boolean {
  return identity.staff?.roles.includes(role) === true;
}

const STAFF_ROLES_KEY = 'imali:staff-roles';

/** Runs requireStaff before a resolver marked with @StaffOnly. */
@Injectable()
export class StaffGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = this.reflector.getAllAndOverride<StaffRoleName[] | undefined>(STAFF_ROLES_KEY, [context.getHandler(), context.getClass()]) ?? [];
    const identity = GqlExecutionContext.create(context).getContext<SubgraphContext>().identity ?? ANONYMOUS;
    requireStaff(identity, ...roles);
    return true;
  }
}

/** A resolver (or resolver class) only employees may call; with roles, only employees holding one of them. */
export const StaffOnly = (...roles: StaffRoleName[]) => applyDecorators(SetMetadata(STAFF_ROLES_KEY, roles), UseGuards(StaffGuard));
