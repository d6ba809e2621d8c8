import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { SignUpInput } from './sign-up.input';
import { IdTypeEnum, type IdType } from '../client/client.enums';
import { clientAddressHash } from '@imali/shared/nest';
import { Identity, validateInput, type CallerIdentity, type SubgraphContext } from '@imali/shared/nest';
import { SIGN_IN_RULES, required } from '@imali/shared/validation';
import { AuthService } from './auth.service';
import { SignInInput, SignInResult } from './sign-in.input';
import { UserModel } from './user.model';
import { SESSION_CLEAR_HEADER, SESSION_SET_HEADER } from './session-token';
import type { UserAccountEntity } from './user-account.entity';
import { CommunicationType } from '../otp/otp.model';

const toUser = (account: UserAccountEntity): UserModel => ({ id: account.id, clientId: account.clientId });

/** The sign-in form's rules (shared validation): both required, each bounded. */
export const signInRules = SIGN_IN_RULES;

@Resolver()
export class AuthResolver {
  constructor(private readonly auth: AuthService) {}

  @Query(() => UserModel, { nullable: true, description: 'The signed-in user, or null for a visitor' })
  async me(@Identity() identity: CallerIdentity): Promise<UserModel | null> {
    if (!identity.userId) return null;
    const account = await this.auth.findUser(identity.userId);
    return account ? toUser(account) : null;
  }

  @Mutation(() => SignInResult)
  async signIn(
    @Args('input') input: SignInInput,
    @Identity() identity: CallerIdentity,
    @Context() ctx: SubgraphContext,
  ): Promise<SignInResult> {
    validateInput(input, signInRules);
    const { user, token, maxAgeSeconds } = await this.auth.signIn(input.username, input.password, identity.sessionId, clientAddressHash(ctx));
    ctx.responseHeaders[SESSION_SET_HEADER] = `${token};${maxAgeSeconds}`;
    return { user: toUser(user) };
  }

  @Mutation(() => Boolean, { description: "Sends a one-time PIN for signing in to the account's cell number or e-mail (the way back in when password sign-in is locked); true whether or not the account exists" })
  requestSignInOTP(
    @Args('username', { description: 'ID number or e-mail address' }) username: string,
    @Args('communicationType', { type: () => CommunicationType }) channel: CommunicationType,
    @Context() ctx: SubgraphContext,
  ): Promise<boolean> {
    validateInput({ username }, { username: signInRules.username });
    return this.auth.requestSignInOtp(username, channel, clientAddressHash(ctx));
  }

  @Mutation(() => SignInResult, { description: 'Signs in with the one-time PIN from requestSignInOTP' })
  async signInWithOTP(
    @Args('username') username: string,
    @Args('OTP') code: string,
    @Identity() identity: CallerIdentity,
    @Context() ctx: SubgraphContext,
  ): Promise<SignInResult> {
    validateInput({ username, OTP: code }, { username: signInRules.username, OTP: [required] });
    const { user, token, maxAgeSeconds } = await this.auth.signInWithOtp(username, code, identity.sessionId, clientAddressHash(ctx));
    ctx.responseHeaders[SESSION_SET_HEADER] = `${token};${maxAgeSeconds}`;
    return { user: toUser(user) };
  }

  @Mutation(() => SignInResult, { description: 'Creates an account (ID number and/or e-mail, password) and signs in' })
  async signUp(@Args('input') input: SignUpInput, @Identity() identity: CallerIdentity, @Context() ctx: SubgraphContext): Promise<SignInResult> {
    const { user, token, maxAgeSeconds } = await this.auth.signUp(input, identity.sessionId, clientAddressHash(ctx));
    ctx.responseHeaders[SESSION_SET_HEADER] = `${token};${maxAgeSeconds}`;
    return { user: toUser(user) };
  }

  @Query(() => String, { nullable: true, description: 'The provider of an existing account with this ID number, or null' })
  hasExistingUser(
    @Args('idNumber') idNumber: string,
    @Context() ctx: SubgraphContext,
    @Args('idType', { type: () => IdTypeEnum, nullable: true }) _idType?: IdType | null,
  ): Promise<string | null> {
    return this.auth.hasExistingUser(idNumber, clientAddressHash(ctx));
  }

  @Mutation(() => Boolean, { description: 'Ends the current session on the server and clears the cookie' })
  async signOut(@Identity() identity: CallerIdentity, @Context() ctx: SubgraphContext): Promise<boolean> {
    ctx.responseHeaders[SESSION_CLEAR_HEADER] = '1';
    return this.auth.signOut(identity);
  }
}
