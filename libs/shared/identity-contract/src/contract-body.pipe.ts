import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { fieldErrorsOf } from './field-errors';

/**
 * Validates an internal route's body with its contract schema (./routes): 400 with `fieldErrors`
 * (the same shape a service's FieldValidationError carries) when the shape is wrong.
 */
@Injectable()
export class ContractBodyPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(private readonly route: { request: S; fieldsOf?: string }) {}

  transform(value: unknown): z.output<S> {
    const parsed = this.route.request.safeParse(value ?? {});
    if (parsed.success) return parsed.data;
    const fieldErrors = fieldErrorsOf(parsed.error, value, this.route.fieldsOf);
    throw new BadRequestException({ error: fieldErrors.length === 1 ? fieldErrors[0]!.message : 'Some fields are not valid', code: 'BAD_USER_INPUT', fieldErrors, field: fieldErrors[0]?.field });
  }
}
