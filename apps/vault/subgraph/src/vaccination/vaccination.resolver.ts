import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { Identity, type CallerIdentity } from '@imali/shared/nest';
import { ClientDocumentEntity } from '../client-document/client-document.entity';
import { FetchVaccinationCertificateInput, VaccinationFetchModel } from './vaccination.models';
import { VaccinationService } from './vaccination.service';

@Resolver()
export class VaccinationResolver {
  constructor(private readonly vaccination: VaccinationService) {}

  @Mutation(() => VaccinationFetchModel, { description: 'Asks the national vaccine certificate system for the caller\'s certificate; it sends an OTP to the cell number it holds. At most one a client every 30 seconds and 5 an hour: TOO_MANY_REQUESTS with retryAfterSeconds. Wrong OTPs count per client across requests (a resend gives no new tries) for 24 hours from the first, until the right OTP; attemptsLeft is what the client has left. A client blocked after 3 wrong OTPs is refused for 24 hours: OTP_BLOCKED, no OTP sent' })
  fetchVaccinationCertificate(@Args('input') input: FetchVaccinationCertificateInput, @Identity() identity: CallerIdentity): Promise<VaccinationFetchModel> {
    return this.vaccination.fetch(identity, input);
  }

  @Mutation(() => ClientDocumentEntity, { description: 'The OTP of a fetch: stores the certificate (a PDF with its QR code) as a COVID19_VACCINATION_CERTIFICATE document. Wrong OTPs count per client across fetches (resends) for 24 hours from the first, until the right OTP: OTP_INCORRECT with attemptsLeft, and the third ends the fetch and blocks the client for 24 hours (OTP_BLOCKED, for the OTPs of every fetch and for new fetches)' })
  createVaccinationCertificateClientDocument(@Args('fetchId', { type: () => ID }) fetchId: string, @Args('OTP') otp: string, @Identity() identity: CallerIdentity): Promise<ClientDocumentEntity> {
    return this.vaccination.complete(identity, fetchId, otp);
  }
}
