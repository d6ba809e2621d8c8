import { Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';

/** What an employee may do in the staff-only parts (the signed identity carries the same names). */
export enum StaffRole {
  SALES_PERSON = 'SALES_PERSON',
  GROUP_SALES = 'GROUP_SALES',
  OPERATIONS = 'OPERATIONS',
}
registerEnumType(StaffRole, { name: 'StaffRole', description: 'A staff role: sales person (credit life sales mode), group sales, operations' });

/** The signed-in user's employee ("me") record; absent for a client who is not staff. */
@ObjectType('Employee')
export class EmployeeModel {
  @Field(() => ID)
  id!: string;

  @Field(() => [StaffRole])
  roles!: StaffRole[];
}
