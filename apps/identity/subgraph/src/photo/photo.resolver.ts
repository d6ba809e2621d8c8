import { Args, Mutation, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Identity, requireClientId, type CallerIdentity } from '@imali/shared/nest';
import { PhotoModel, UserModel } from '../auth/user.model';
import { PhotoService } from './photo.service';

@Resolver(() => UserModel)
export class UserPhotoResolver {
  constructor(private readonly photos: PhotoService) {}

  @ResolveField(() => PhotoModel, { nullable: true })
  async photo(@Parent() user: UserModel): Promise<PhotoModel | null> {
    const url = await this.photos.url(user.clientId);
    return url ? { url } : null;
  }

  @Mutation(() => UserModel, { description: 'PNG or JPEG, base64 (a data: URL is accepted), at most 200 KB' })
  async uploadProfilePhoto(@Args('dataBase64') dataBase64: string, @Identity() identity: CallerIdentity): Promise<UserModel> {
    await this.photos.upload(requireClientId(identity), dataBase64);
    return { id: identity.userId!, clientId: identity.clientId!, photo: null };
  }
}
