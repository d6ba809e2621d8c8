import { Module } from '@nestjs/common';
import { AuthResolver } from './auth/auth.resolver';
import { AuthService } from './auth/auth.service';
import { ClientResolver } from './client/client.resolver';
import { ClientService } from './client/client.service';
import { GuestClientService } from './client/guest-client.service';
import { GuestLinkService } from './client/guest-link.service';
import { GuestLinkResolver } from './client/guest-link.resolver';
import { IDENTITY_CONFIG, loadIdentityConfig, type IdentityConfig } from './identity.config';
import { PiiCipher } from '@imali/shared/nest';
import { messagingProviders } from '@imali/integrations/messaging';
import { IdentityOutboxWriter } from './messaging/outbox-writer';
import { ClientMessageService } from './messaging/client-message.service';
import { OtpService } from './otp/otp.service';
import { OtpResolver } from './otp/otp.resolver';
import { ProfileService } from './profile/profile.service';
import { ProfileResolver } from './profile/profile.resolver';
import { ContactChangeResolver } from './profile/contact-change.resolver';
import { LeadService } from './lead/lead.service';
import { LeadResolver } from './lead/lead.resolver';
import { TemplateService } from './template/template.service';
import { TemplateResolver } from './template/template.resolver';
import { BankAccountService } from './bank-account/bank-account.service';
import { PhotoService } from './photo/photo.service';
import { UserPhotoResolver } from './photo/photo.resolver';
import { BankAccountResolver, ClientBankAccountsResolver } from './bank-account/bank-account.resolver';
import { debiCheckProviders } from '@imali/integrations/debicheck';
import { DebitOrderService } from './mandate/debit-order.service';
import { DebitOrderSigningService } from './mandate/debit-order-signing.service';
import { DebitOrderCollectionService } from './mandate/debit-order-collection.service';
import { IdentitySandboxMandateMemory } from './mandate/sandbox-mandate-memory';
import { DebitOrderResolver } from './mandate/debit-order.resolver';
import { IdentityInternalController } from './internal/identity-internal.controller';
import { StaffService } from './staff/staff.service';
import { EmployeeResolver } from './staff/staff.resolver';

@Module({
  controllers: [IdentityInternalController],
  providers: [
    { provide: IDENTITY_CONFIG, useFactory: () => loadIdentityConfig() },
    { provide: PiiCipher, inject: [IDENTITY_CONFIG], useFactory: (config: IdentityConfig) => new PiiCipher(config.PII_ENCRYPTION_KEY) },
    // Sandbox by default, as payment providers' test modes are: SMS and e-mail land in the outbox.
    ...messagingProviders({ outboxWriter: IdentityOutboxWriter }),
    ClientMessageService,
    AuthService,
    AuthResolver,
    ClientService,
    ClientResolver,
    GuestClientService,
    GuestLinkService,
    GuestLinkResolver,
    OtpService,
    OtpResolver,
    ProfileService,
    ProfileResolver,
    ContactChangeResolver,
    LeadService,
    LeadResolver,
    TemplateService,
    TemplateResolver,
    BankAccountService,
    BankAccountResolver,
    ClientBankAccountsResolver,
    // Debit order mandates beside the bank accounts; DebiCheck through the integration (sandbox by default).
    // The sandbox bank keeps its mandates in identity's table, so they outlive a restart.
    ...debiCheckProviders({ sandboxMandateMemory: IdentitySandboxMandateMemory }),
    DebitOrderService,
    DebitOrderSigningService,
    DebitOrderCollectionService,
    DebitOrderResolver,
    PhotoService,
    UserPhotoResolver,
    StaffService,
    EmployeeResolver,
  ],
  exports: [AuthService, ClientService, PiiCipher, BankAccountService, GuestClientService],
})
export class IdentityModule {}
