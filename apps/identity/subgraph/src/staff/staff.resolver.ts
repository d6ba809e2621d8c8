import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Identity, type CallerIdentity } from '@imali/shared/nest';
import { UserModel } from '../auth/user.model';
import { EmployeeModel, type StaffRole } from './staff.model';
import { StaffService } from './staff.service';

@Resolver(() => UserModel)
export class EmployeeResolver {
  constructor(private readonly staff: StaffService) {}

  /** Only the caller's own record; null for a non-employee (employee-only pages then say 'You are not an employee'). */
  @ResolveField(() => EmployeeModel, { nullable: true, description: "The signed-in user's employee record, or null when they are not an employee" })
  async employee(@Parent() user: UserModel, @Identity() identity: CallerIdentity): Promise<EmployeeModel | null> {
    if (!identity.userId || identity.userId !== user.id) return null;
    const claim = await this.staff.claimOf(user.id);
    return claim ? { id: claim.staffId, roles: claim.roles as StaffRole[] } : null;
  }
}
