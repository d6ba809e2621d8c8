// Issue 10 weakness: "password" was accepted. NIST SP 800-63B: at least 8 characters and not a
// common or breached password; sign-up and its password rule refuse each of these.
import { Session, codes } from '../http.mjs';
import { newSaIdNumber, SIGN_UP } from '../fixtures.mjs';

export const name = 'passwords';

const WEAK = ['password', 'Password1', '12345678', 'qwertyuiop', 'iloveyou', 'P@ssw0rd', 'letmein1', 'abc123'];

export async function run(ctx, attack) {
  for (const password of WEAK) {
    const r = await new Session(ctx.url).gql(SIGN_UP, { input: { idType: 'rsa_id', idNumber: newSaIdNumber(), password } });
    const fields = (r.errors ?? []).flatMap((e) => e?.extensions?.fieldErrors ?? []).map((f) => f.field);
    attack(`sign-up with "${password}" is refused`, !r.data?.signUp && codes(r).includes('BAD_USER_INPUT') && fields.includes('password'), r.data?.signUp ? 'account made' : `${codes(r).join(',')} ${r.errors[0]?.message ?? ''}`);
  }
}
