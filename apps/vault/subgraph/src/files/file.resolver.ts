import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { Identity, requireClientId, type CallerIdentity } from '@imali/shared/nest';
import { FileModel } from './file.model';
import { FileService, toFileModel } from './file.service';

@Resolver(() => FileModel)
export class FileResolver {
  constructor(private readonly files: FileService) {}

  @Query(() => FileModel, { nullable: true, description: "One of the signed-in client's uploaded files (null for anyone else's)" })
  async file(@Args('id', { type: () => ID }) id: string, @Identity() identity: CallerIdentity): Promise<FileModel | null> {
    const file = await this.files.findOwn(identity.clientId ? requireClientId(identity) : null, id);
    return file ? toFileModel(file) : null;
  }
}
