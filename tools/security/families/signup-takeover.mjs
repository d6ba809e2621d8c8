// Issue 10 hole 3: registering with a guest buyer's ID number (or the clientId the sale answered)
// must not show the buyer's policy or bank account before an OTP to the contact details captured
// at the sale, and changing the cell number first must not help.
import { randomInt } from 'node:crypto';
import { Session, codes } from '../http.mjs';
import { MY_RECORDS, newCell, newPerson, readOtp, SALE, saleVariables, SEND_OTP, CONFIRM_OTP, SIGN_UP, UPDATE_PROFILE, leaked } from '../fixtures.mjs';

export const name = 'signup-takeover';

export async function run(ctx, attack) {
  for (const via of ['ID number', 'ID number and the sale\'s clientId']) {
    // A guest buys: their records are what the attacker wants.
    const guest = newPerson('Guest');
    const variables = saleVariables(guest, { bank: { branchCode: '470010', accountNo: `1${String(randomInt(0, 1e9)).padStart(9, '0')}` } });
    const sale = (await new Session(ctx.url, 'guest').must(SALE, variables, 'guest sale')).createSalesInteractionPolicyWithMembers;
    const secrets = [sale.id, sale.policyNumber, sale.paymentBankAccountId, variables.bank.accountNo, sale.debitOrderId];

    // The attacker knows the ID number (and, from a shared link, maybe the clientId).
    const attacker = new Session(ctx.url, 'attacker');
    const input = { idType: 'rsa_id', idNumber: guest.idNumber, password: `Att-${randomInt(1e9)}-x9`, ...(via.includes('clientId') ? { clientId: sale.clientId } : {}) };
    const signUp = await attacker.gql(SIGN_UP, { input });
    if (!signUp.data?.signUp) {
      // Refusing the sign-up outright also keeps the guest's records safe.
      attack(`via ${via}: sign-up refused cleanly`, signUp.status > 0 && signUp.status < 500 && !codes(signUp).includes('INTERNAL_SERVER_ERROR'), signUp.failure ?? signUp.text.slice(0, 160));
      continue;
    }
    const reads = async (phase) => {
      const probes = [
        ['myClient lists', MY_RECORDS, {}],
        ['funeral(id)', 'query SecP($id: ID!) { funeral(id: $id) { id policyNumber paymentBankAccountId } }', { id: sale.id }],
        ['bankaccount(id)', 'query SecB($id: ID!) { bankaccount(id: $id) { id accountNo } }', { id: sale.paymentBankAccountId }],
      ];
      for (const [label, query, vars] of probes) {
        const r = await attacker.gql(query, vars);
        const leaks = leaked(r.text, secrets, JSON.stringify(vars));
        attack(`via ${via}, ${phase}: ${label} shows nothing of the guest's`, r.status > 0 && r.status < 500 && !leaks.length, leaks.length ? `shows ${leaks.length} of the guest's values` : r.failure ?? `HTTP ${r.status}`);
      }
    };
    await reads('right after sign-up');
    // The attacker completes registration with their own cell number and confirms an OTP sent there.
    const cell = newCell();
    await attacker.gql(UPDATE_PROFILE, { input: { firstNames: 'Mallory', surname: 'Attacker', cellNumbers: [cell], acceptedTerms: true } });
    const sent = await attacker.gql(SEND_OTP, { c: 'SMS' });
    if (sent.data?.sendOTP) {
      // Only a code that went to the attacker's own number counts (the dev outbox shows all of the record's).
      const code = await readOtp(attacker, cell).catch(() => null);
      if (code) await attacker.gql(CONFIRM_OTP, { otp: code });
    }
    await reads('after an OTP to a cell number the attacker chose');
  }
}
