import { Module } from '@nestjs/common';
import { PiiCipher } from '@imali/shared/nest';
import { IdentityClient } from './sale/identity-client';
import { FUNERAL_CONFIG, loadFuneralConfig, type FuneralConfig } from './funeral.config';

/** What several funeral concepts share: the area's settings, the PII cipher and identity's internal API. */
@Module({
  providers: [
    { provide: FUNERAL_CONFIG, useFactory: () => loadFuneralConfig() },
    { provide: PiiCipher, inject: [FUNERAL_CONFIG], useFactory: (config: FuneralConfig) => new PiiCipher(config.PII_ENCRYPTION_KEY) },
    IdentityClient,
  ],
  exports: [FUNERAL_CONFIG, PiiCipher, IdentityClient],
})
export class FuneralCoreModule {}
