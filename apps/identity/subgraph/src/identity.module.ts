import { Module } from '@nestjs/common';
import { AuthResolver } from './auth/auth.resolver';
import { AuthService } from './auth/auth.service';
import { ClientResolver } from './client/client.resolver';
import { ClientService } from './client/client.service';
import { IDENTITY_CONFIG, loadIdentityConfig, type IdentityConfig } from './identity.config';
import { PiiCipher } from './pii/pii-cipher';

@Module({
  providers: [
    { provide: IDENTITY_CONFIG, useFactory: () => loadIdentityConfig() },
    { provide: PiiCipher, inject: [IDENTITY_CONFIG], useFactory: (config: IdentityConfig) => new PiiCipher(config.PII_ENCRYPTION_KEY) },
    AuthService,
    AuthResolver,
    ClientService,
    ClientResolver,
  ],
  exports: [AuthService, ClientService, PiiCipher],
})
export class IdentityModule {}
