import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { ForbiddenError, Identity, refreshSession, requireClientId, type CallerIdentity, type SubgraphContext, PiiCipher } from '@imali/shared/nest';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommunicationType, OtpStatusModel, OutboxMessageModel } from './otp.model';
import { OtpService } from './otp.service';
import { OutboxMessageEntity } from '../messaging/outbox-message.entity';

/** The OTP step (and, in development, reading the OTP from the outbox) comes before verification. */
const SIGN_UP_STEP = { allowUnverified: true };

@Resolver()
export class OtpResolver {
  constructor(
    private readonly otp: OtpService,
    private readonly em: EntityManager,
    private readonly cipher: PiiCipher,
  ) {}

  @Query(() => OtpStatusModel, { nullable: true })
  otpStatus(@Identity() identity: CallerIdentity): Promise<OtpStatusModel | null> {
    return this.otp.status(requireClientId(identity, SIGN_UP_STEP));
  }

  @Mutation(() => OtpStatusModel, { description: 'Sends a new 4-digit OTP by SMS or e-mail' })
  sendOTP(@Args('communicationType', { type: () => CommunicationType }) channel: CommunicationType, @Identity() identity: CallerIdentity): Promise<OtpStatusModel> {
    return this.otp.send(requireClientId(identity, SIGN_UP_STEP), channel);
  }

  @Mutation(() => Boolean)
  async confirmOTP(@Args('OTP') code: string, @Identity() identity: CallerIdentity, @Context() ctx: SubgraphContext): Promise<boolean> {
    const confirmed = await this.otp.confirm(requireClientId(identity, SIGN_UP_STEP), code);
    refreshSession(ctx);
    return confirmed;
  }

  /** Development only: the caller's own SMS and e-mails from the sandbox outbox. */
  @Query(() => [OutboxMessageModel])
  async devOutbox(@Identity() identity: CallerIdentity): Promise<OutboxMessageModel[]> {
    if (process.env['NODE_ENV'] === 'production') throw new ForbiddenError('The outbox is only available in development');
    const rows = await this.em.find(OutboxMessageEntity, { clientId: requireClientId(identity, SIGN_UP_STEP) }, { orderBy: { createdAt: 'desc' }, limit: 50 });
    return rows.map((m) => ({ id: m.id, channel: m.channel as CommunicationType, destination: this.cipher.decrypt(m.destinationEncrypted), body: m.body, createdAt: m.createdAt }));
  }
}
