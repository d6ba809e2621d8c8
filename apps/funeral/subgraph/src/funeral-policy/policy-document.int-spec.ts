import { randomUUID } from 'node:crypto';
import type { CallerIdentity } from '@imali/shared/nest';
import { clientIdentity, signedFor, startTestSubgraph, visitor, type TestSubgraph } from '@imali/shared/testing';
import { definition } from '../subgraph.definition';
import { FuneralPolicyEntity } from './funeral-policy.entity';
import { PolicyMemberEntity } from './policy-member.entity';
import { BeneficiaryEntity } from './beneficiary.entity';

// The vault's read-only hook: a policy's data for its generated PDFs, to its owner (or
// operations staff) only, without ID numbers.
describe('funeral: policy document data for the vault', () => {
  let funeral: TestSubgraph;
  beforeAll(async () => {
    funeral = await startTestSubgraph(definition);
  }, 60_000);
  afterAll(() => funeral?.close());

  const get = (id: string, identity: CallerIdentity) => {
    const path = `/internal/funeral-policies/${id}/document-data`;
    return funeral.fetch(path, { headers: signedFor('funeral', identity, 'GET', path) });
  };

  it("answers the owner's policy with its lives and beneficiaries; nobody else's", async () => {
    const owner = clientIdentity();
    const em = funeral.em();
    const policy = em.create(FuneralPolicyEntity, { clientId: owner.clientId!, policyNumber: `IMF-DOC-${randomUUID().slice(0, 8)}`, productType: 'FUNERAL', state: 'ACTIVE', coverAmount: 20000, currentPremiumTotal: 110, paymentDueDay: 25, paymentMethod: 'DEBI_CHECK' });
    em.create(PolicyMemberEntity, { policy, memberType: 'POLICY_HOLDER', firstNames: 'Thandi', surname: 'Mokoena', coverAmount: 20000, premium: 110, state: 'COVERED', idNumberEncrypted: 'secret', idType: 'RSA_ID' });
    em.create(BeneficiaryEntity, { policy, firstNames: 'Lerato', surname: 'Mokoena' });
    await em.flush();

    const response = await get(policy.id, owner);
    expect(response.status).toBe(200);
    const data = (await response.json()) as Record<string, unknown>;
    expect(data).toMatchObject({
      policy: { id: policy.id, clientId: owner.clientId, policyNumber: policy.policyNumber, state: 'ACTIVE', stateLabel: 'Active', coverAmount: 20000, currentPremiumTotal: 110, paymentMethod: 'DEBI_CHECK' },
      policyHolder: { firstNames: 'Thandi', surname: 'Mokoena' },
      members: [{ firstNames: 'Thandi', memberType: 'POLICY_HOLDER', covered: true, coverAmount: 20000, premium: 110 }],
      beneficiaries: [{ firstNames: 'Lerato', surname: 'Mokoena' }],
    });
    expect(JSON.stringify(data)).not.toContain('secret');

    expect((await get(policy.id, clientIdentity())).status).toBe(404);
    expect((await get(policy.id, visitor)).status).toBe(404);
    expect((await get(randomUUID(), owner)).status).toBe(404);
    const operations: CallerIdentity = { userId: randomUUID(), clientId: null, sessionId: randomUUID(), staff: { staffId: randomUUID(), roles: ['OPERATIONS'] } };
    expect((await get(policy.id, operations)).status).toBe(200);
    // Unsigned calls never reach it.
    expect((await funeral.fetch(`/internal/funeral-policies/${policy.id}/document-data`)).status).toBe(401);
  });

  it('answers the lives covered on the caller’s own policies (not the holder, no ID numbers) for documents about someone else; nobody else’s', async () => {
    const owner = clientIdentity();
    const em = funeral.em();
    const policyFor = (clientId: string) =>
      em.create(FuneralPolicyEntity, { clientId, policyNumber: `IMF-LIV-${randomUUID().slice(0, 8)}`, productType: 'FUNERAL', state: 'ACTIVE', coverAmount: 20000, currentPremiumTotal: 110, paymentDueDay: 25, paymentMethod: 'DEBI_CHECK' });
    const life = (policy: FuneralPolicyEntity, memberType: string, firstNames: string) =>
      em.create(PolicyMemberEntity, { policy, memberType, firstNames, surname: 'Mokoena', coverAmount: 20000, premium: 50, state: 'COVERED', idNumberEncrypted: 'secret', idType: 'RSA_ID' });
    const policy = policyFor(owner.clientId!);
    life(policy, 'POLICY_HOLDER', 'Thandi');
    const spouse = life(policy, 'SPOUSE', 'Sipho');
    const other = policyFor(clientIdentity().clientId!);
    life(other, 'SPOUSE', 'Nomsa');
    await em.flush();

    const lives = (identity: CallerIdentity) => funeral.fetch('/internal/funeral-lives', { headers: signedFor('funeral', identity, 'GET', '/internal/funeral-lives') });
    const answer = await lives(owner);
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as Record<string, unknown>;
    expect(body).toEqual({ lives: [{ id: spouse.id, policyId: policy.id, policyNumber: policy.policyNumber, firstNames: 'Sipho', surname: 'Mokoena', memberType: 'SPOUSE', memberTypeLabel: expect.any(String) }] });
    expect(JSON.stringify(body)).not.toContain('secret');
    expect(await (await lives(visitor)).json()).toEqual({ lives: [] });
    expect(await (await lives(clientIdentity())).json()).toEqual({ lives: [] });
    expect((await funeral.fetch('/internal/funeral-lives')).status).toBe(401);
  });
});
