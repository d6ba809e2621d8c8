import { Inject } from '@nestjs/common';
import { Args, ID, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Identity, requireClientId, type CallerIdentity } from '@imali/shared/nest';
import { FileModel, SignedFileUrlModel } from './file.model';
import { FileService, toFileModel } from './file.service';
import { signFileUrl } from './signed-url';
import { VAULT_CONFIG, type VaultConfig } from '../vault.config';

@Resolver(() => FileModel)
export class FileResolver {
  constructor(
    private readonly files: FileService,
    @Inject(VAULT_CONFIG) private readonly config: VaultConfig,
  ) {}

  @Query(() => FileModel, { nullable: true, description: "One of the signed-in client's uploaded files (null for anyone else's); staff with OPERATIONS read any" })
  async file(@Args('id', { type: () => ID }) id: string, @Identity() identity: CallerIdentity): Promise<FileModel | null> {
    const file = await this.files.findReadable(identity, id);
    return file ? toFileModel(file) : null;
  }

  /** Only on a file the caller may read (every File the API answers is one). */
  @ResolveField(() => SignedFileUrlModel, { description: 'A short-lived link (5 minutes) to the bytes that needs no cookie: for a viewer, a download or a new tab' })
  signedUrl(@Parent() file: FileModel, @Identity() identity: CallerIdentity): SignedFileUrlModel {
    if (!identity.staff) requireClientId(identity);
    return signFileUrl(file.id, this.config.INTERNAL_AUTH_SECRET);
  }
}
