import { Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';

@InputType()
export class FetchVaccinationCertificateInput {
  @Field(() => String, { description: 'SA ID number (13 digits)' }) idNumber!: string;
  @Field(() => String) firstNames!: string;
  @Field(() => String) surname!: string;
  @Field(() => String, { description: 'Cell number (06, 07 or 08 and 8 digits); the national system sends its OTP to the number it holds' }) cellNumber!: string;
  @Field(() => String, { description: 'The proof (vaccination) code on the vaccination card' }) vaxCode!: string;
}

@ObjectType('VaccinationFetch', { description: 'A certificate request to the national vaccine certificate system: an OTP was sent' })
export class VaccinationFetchModel {
  @Field(() => ID) fetchId!: string;
  @Field(() => String, { description: 'Where the OTP went, masked: 082*****67' }) maskedCellNumber!: string;
  @Field(() => Int, { description: "OTP tries the client has left: 3 less the client's wrong OTPs on any request (counted for 24 hours from the first, until the right one)" }) attemptsLeft!: number;
}
