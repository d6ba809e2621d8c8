// Read-only hook for the vault's generated PDFs (schedule, policy wording, letters): GET
// /internal/funeral-policies/:id/document-data answers a policy's data as the documents print it,
// to the caller the vault signs for (the policy's owner, or staff with OPERATIONS); anyone else's
// policy is "not found". No ID numbers leave (the documents show names, types, cover and premiums).
// GET /internal/funeral-lives answers the lives covered on the caller's own policies (the holder
// left out): whom the vault lets a client file a document about (a spouse's ID).
// The answer is typed by the shared internal contract (@imali/shared/internal-contracts) the vault
// and savings read it with.
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import { EntityManager } from '@mikro-orm/postgresql';
import { hasStaffRole } from '@imali/shared/nest';
import { isUuid } from '@imali/shared/validation';
import { FUNERAL_COVERED_LIVES_ROUTE, FUNERAL_POLICY_DOCUMENT_DATA_ROUTE, type FuneralCoveredLife, type FuneralPolicyDocumentDataAnswer } from '@imali/shared/internal-contracts';
import { FUNERAL_POLICY_STATE_LABELS, MEMBER_TYPE_LABELS, policyTypeLabel, isFuneralPolicyState, isCoveredMemberType } from '@imali/funeral/domain';
import { FuneralPolicyEntity } from './funeral-policy.entity';
import { FuneralPolicyService } from './funeral-policy.service';
import { PolicyMemberEntity } from './policy-member.entity';

export function configurePolicyDocumentRoutes(fastify: FastifyInstance, app: NestFastifyApplication): void {
  fastify.get(FUNERAL_COVERED_LIVES_ROUTE, async (req, reply) => {
    const clientId = req.identity?.clientId;
    if (!clientId || !isUuid(clientId)) return reply.header('cache-control', 'no-store').send({ lives: [] });
    const em = app.get(EntityManager).fork();
    const members = await em.find(
      PolicyMemberEntity,
      { policy: { clientId }, memberType: { $ne: 'POLICY_HOLDER' } },
      { populate: ['policy'], orderBy: { policy: { createdAt: 'asc' }, createdAt: 'asc' }, limit: 500 },
    );
    const lives: FuneralCoveredLife[] = members.map((m) => ({
      id: m.id,
      policyId: m.policy.id,
      policyNumber: m.policy.getEntity().policyNumber,
      firstNames: m.firstNames,
      surname: m.surname,
      memberType: m.memberType,
      memberTypeLabel: isCoveredMemberType(m.memberType) ? MEMBER_TYPE_LABELS[m.memberType] : m.memberType,
    }));
    return reply.header('cache-control', 'no-store').send({ lives });
  });

  fastify.get<{ Params: { id: string } }>(FUNERAL_POLICY_DOCUMENT_DATA_ROUTE, async (req, reply) => {
    const identity = req.identity;
    const notFound = () => reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'Policy not found' } });
    if (!identity || !isUuid(req.params.id)) return notFound();
    const em = app.get(EntityManager).fork();
    const staff = hasStaffRole(identity, 'OPERATIONS');
    if (!staff && !identity.clientId) return notFound();
    const policy = await em.findOne(FuneralPolicyEntity, staff ? { id: req.params.id } : { id: req.params.id, clientId: identity.clientId! });
    if (!policy) return notFound();
    const service = new FuneralPolicyService(em);
    const [members, beneficiaries] = await Promise.all([service.members(policy), service.beneficiaries(policy)]);
    const holder = members.find((m) => m.memberType === 'POLICY_HOLDER');
    const answer: FuneralPolicyDocumentDataAnswer = {
      policy: {
        id: policy.id,
        clientId: policy.clientId,
        policyNumber: policy.policyNumber,
        productType: policy.productType,
        state: policy.state,
        stateLabel: isFuneralPolicyState(policy.state) ? FUNERAL_POLICY_STATE_LABELS[policy.state] : policy.state,
        policyType: policy.policyType,
        policyTypeLabel: policyTypeLabel(policy.policyType),
        coverAmount: policy.coverAmount,
        currentPremiumTotal: policy.currentPremiumTotal,
        paymentDueDay: policy.paymentDueDay ?? null,
        paymentMethod: policy.paymentMethod ?? null,
        easyPayNumber: policy.easyPayNumber ?? null,
        pricingVersion: policy.pricingVersion ?? null,
        firstActivated: policy.firstActivated ? policy.firstActivated.toISOString() : null,
        expectFirstPaymentAt: policy.expectFirstPaymentAt ?? null,
        coolingOffEndsOn: policy.coolingOffEndsOn,
        createdAt: policy.createdAt.toISOString(),
        cancelledAt: policy.cancelledAt ? policy.cancelledAt.toISOString() : null,
        cancelReason: policy.cancelReason ?? null,
      },
      policyHolder: holder ? { firstNames: holder.firstNames, surname: holder.surname } : null,
      members: members.map((m) => ({
        firstNames: m.firstNames,
        surname: m.surname,
        memberType: m.memberType,
        memberTypeLabel: isCoveredMemberType(m.memberType) ? MEMBER_TYPE_LABELS[m.memberType] : m.memberType,
        coverAmount: m.coverAmount,
        premium: m.premium,
        state: m.state,
        covered: m.covered,
      })),
      beneficiaries: beneficiaries.map((b) => ({ firstNames: b.firstNames, surname: b.surname })),
      waitingPeriods: service.waitingPeriods(policy).map((w) => ({ label: w.label, endsOn: w.endsOn ?? null })),
    };
    return reply.header('cache-control', 'no-store').send(answer);
  });
}
