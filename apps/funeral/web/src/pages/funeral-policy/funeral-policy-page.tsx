import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import {
  COOLING_OFF_DAYS,
  COVERED_MEMBER_TYPES,
  DEPENDANT_MEMBER_TYPES,
  formatEasyPayNumber,
  isValidEasyPayNumber,
  MEMBER_TYPE_LABELS,
  policyStateLabel,
  policyTypeLabel,
  WAITING_PERIODS,
} from '@imali/funeral/domain';
import { Button, ButtonLink, Card, EmptyState, ErrorMessage, formatDate, formatRand, humaniseCode, Page, Spinner } from '@imali/shared/ui';
import { errorCode } from '@imali/shared/web';
import { OVERVIEW_ERROR_MESSAGE, StateBadge } from '../funeral-policies/funeral-policy-list';
import { paymentMethodLabel } from '../funeral-policies/payment-methods';
import { AddMemberButtons } from '../members/add-member-buttons';
import { MemberDialog, type MemberDialogTarget } from '../members/member-dialog';
import { CancelledNotice, CancelPolicy, canCancelOnline } from './cancel-policy';
import { DebitOrderSigning } from './debit-order-signing';
import { FuneralPolicyDetailDocument, type FuneralMemberCoverFieldsFragment } from '../../gql/graphql';
import { type FuneralPolicyDetail, type FuneralWaitingPeriod } from './funeral-policy-types';
import { PaidFromRow, PaymentDetailsForm } from './payment-details';
import { PolicyDocuments } from './policy-documents';

export const POLICY_NOT_FOUND = 'We could not find this funeral policy';

/** Members grouped by type in the spec's order (holder, spouse, children, parents, extended), then any other. */
export function groupMembers(members: readonly FuneralMemberCoverFieldsFragment[]): { memberType: string; label: string; members: FuneralMemberCoverFieldsFragment[] }[] {
  const known = COVERED_MEMBER_TYPES as readonly string[];
  const types = [...known, ...new Set(members.map((member) => member.memberType).filter((type) => !known.includes(type)))];
  return types
    .map((memberType) => ({
      memberType,
      label: (MEMBER_TYPE_LABELS as Readonly<Record<string, string>>)[memberType] ?? humaniseCode(memberType),
      members: members.filter((member) => member.memberType === memberType),
    }))
    .filter((group) => group.members.length > 0);
}

/** How a waiting period reads: its end date once cover has started, else its length. */
export function waitingPeriodText(period: FuneralWaitingPeriod): string {
  const months = WAITING_PERIODS.find((known) => known.cause === period.cause)?.months;
  if (months === 0) return 'Covered immediately';
  if (period.endsOn) return `Waiting period ends ${formatDate(period.endsOn)}`;
  return months === undefined ? 'Starts when your cover starts' : `${months} months from when your cover starts`;
}

const isDependant = (memberType: string) => (DEPENDANT_MEMBER_TYPES as readonly string[]).includes(memberType);

function MemberGroups({ members, onEdit }: { members: readonly FuneralMemberCoverFieldsFragment[]; onEdit?: (member: FuneralMemberCoverFieldsFragment) => void }) {
  const groups = groupMembers(members);
  if (groups.length === 0) return <p className="muted">Nobody is listed on this policy yet.</p>;
  return (
    <div className="funeral-members">
      {groups.map((group) => (
        <details key={group.memberType} className="funeral-members__group" data-testid={`members-${group.memberType}`}>
          <summary>
            {group.label} ({group.members.length})
          </summary>
          <ul className="list">
            {group.members.map((member) => (
              <li key={member.id} className="funeral-member" data-testid="funeral-member">
                <span className="list-row">
                  <strong>
                    {member.firstNames} {member.surname}
                  </strong>
                  <span className={member.covered ? 'badge badge--success' : 'badge'}>{member.covered ? 'Covered' : humaniseCode(member.state)}</span>
                </span>
                <dl className="details">
                  {member.relationship ? (
                    <>
                      <dt>Relationship</dt>
                      <dd>{humaniseCode(member.relationship)}</dd>
                    </>
                  ) : null}
                  {member.ageAtSignup !== null ? (
                    <>
                      <dt>Age at sign-up</dt>
                      <dd>{member.ageAtSignup}</dd>
                    </>
                  ) : null}
                  <dt>Cover</dt>
                  <dd>{formatRand(member.coverAmount, { decimals: 0 })}</dd>
                  <dt>Premium</dt>
                  <dd>{`${formatRand(member.premium)} per month`}</dd>
                </dl>
                {onEdit && isDependant(member.memberType) ? (
                  <div className="funeral-member__actions">
                    <Button variant="secondary" onClick={() => onEdit(member)} aria-label={`Edit ${member.firstNames} ${member.surname}`} data-testid="edit-member">
                      Edit
                    </Button>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        </details>
      ))}
    </div>
  );
}

function PolicyDetail({ policy }: { policy: FuneralPolicyDetail }) {
  const [memberDialog, setMemberDialog] = useState<MemberDialogTarget | null>(null);
  const [editingPayment, setEditingPayment] = useState(false);
  const [paymentMessages, setPaymentMessages] = useState<string[]>([]);
  const cancelled = policy.state === 'CANCELLED';
  // A lapsed policy's debit order was cancelled; the server refuses new payment details too.
  const paymentEditable = !cancelled && policy.state !== 'LAPSED';
  const easyPay = policy.easyPayNumber && isValidEasyPayNumber(policy.easyPayNumber) ? formatEasyPayNumber(policy.easyPayNumber) : policy.easyPayNumber;
  const cancellable = canCancelOnline(policy);

  return (
    <>
      {cancelled ? <CancelledNotice policy={policy} /> : null}
      {/* A cancelled or lapsed policy's debit order was cancelled: nothing to sign or approve. */}
      {paymentEditable && policy.debitOrderId ? <DebitOrderSigning policyId={policy.id} debitOrderId={policy.debitOrderId} /> : null}
      <Card testId="funeral-policy-summary">
        <div className="list-row">
          <span className="funeral-quote__premium" data-testid="policy-premium">{`${formatRand(policy.currentPremiumTotal)} per month`}</span>
          <StateBadge state={policy.state} />
        </div>
        <dl className="details">
          <dt>Status</dt>
          <dd data-testid="policy-state-label">{policyStateLabel(policy.state) ?? policy.stateLabel}</dd>
          <dt>Cover</dt>
          <dd>{formatRand(policy.coverAmount, { decimals: 0 })}</dd>
          <dt>Policy type</dt>
          <dd>{policyTypeLabel(policy.policyType)}</dd>
          {policy.paymentDueDay ? (
            <>
              <dt>Debit order day</dt>
              <dd data-testid="payment-due-day">{policy.paymentDueDay === 31 ? 'Last day of the month' : policy.paymentDueDay}</dd>
            </>
          ) : null}
          {policy.paymentMethod ? (
            <>
              <dt>Payment method</dt>
              <dd>{paymentMethodLabel(policy.paymentMethod)}</dd>
            </>
          ) : null}
          <PaidFromRow accountId={policy.paymentBankAccountId} />
          {easyPay ? (
            <>
              <dt>EasyPay number</dt>
              <dd>{easyPay}</dd>
            </>
          ) : null}
          {policy.firstActivated ? (
            <>
              <dt>Cover started</dt>
              <dd>{formatDate(policy.firstActivated)}</dd>
            </>
          ) : policy.expectFirstPaymentAt ? (
            <>
              <dt>First payment expected</dt>
              <dd>{formatDate(policy.expectFirstPaymentAt)}</dd>
            </>
          ) : null}
        </dl>
        {paymentMessages.length > 0 && !editingPayment ? (
          <div className="funeral-payment-updated" role="status" data-testid="payment-details-updated">
            {paymentMessages.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </div>
        ) : null}
        {!paymentEditable ? null : editingPayment ? (
          <PaymentDetailsForm
            policy={policy}
            onSaved={(messages) => {
              setPaymentMessages(messages);
              setEditingPayment(false);
            }}
            onCancel={() => setEditingPayment(false)}
          />
        ) : (
          <div className="button-row">
            <Button
              variant="secondary"
              onClick={() => {
                setPaymentMessages([]);
                setEditingPayment(true);
              }}
              data-testid="edit-payment-details"
            >
              Edit Payment Details
            </Button>
          </div>
        )}
      </Card>

      <section className="section" aria-labelledby="who-is-covered">
        <h2 id="who-is-covered">Who is covered</h2>
        <MemberGroups
          members={policy.livesCovered}
          onEdit={
            cancelled
              ? undefined
              : (member) => setMemberDialog({ mode: 'edit', memberId: member.id, memberType: member.memberType, name: `${member.firstNames} ${member.surname}` })
          }
        />
        <AddMemberButtons policy={policy} onAdd={(memberType) => setMemberDialog({ mode: 'add', memberType })} />
        <MemberDialog policy={policy} target={memberDialog} onClose={() => setMemberDialog(null)} />
      </section>

      <section className="section" aria-labelledby="beneficiary">
        <h2 id="beneficiary">Beneficiary</h2>
        {policy.beneficiaries.length === 0 ? (
          <p className="muted">No beneficiary has been named yet.</p>
        ) : (
          <ul className="list" data-testid="beneficiaries">
            {policy.beneficiaries.map((beneficiary) => (
              <li key={beneficiary.id} className="card">
                <span className="list-row">
                  <strong>
                    {beneficiary.firstNames} {beneficiary.surname}
                  </strong>
                  {beneficiary.isSpouse ? <span className="badge">Spouse</span> : null}
                </span>
                <dl className="details">
                  {beneficiary.cellNumber ? (
                    <>
                      <dt>Cell Number</dt>
                      <dd>{beneficiary.cellNumber}</dd>
                    </>
                  ) : null}
                  {beneficiary.email ? (
                    <>
                      <dt>Email</dt>
                      <dd>{beneficiary.email}</dd>
                    </>
                  ) : null}
                </dl>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="section" aria-labelledby="waiting-periods">
        <h2 id="waiting-periods">Waiting periods</h2>
        <dl className="details" data-testid="waiting-periods">
          {policy.waitingPeriods.map((period) => (
            <div key={period.cause} className="funeral-waiting-period" data-testid={`waiting-${period.cause}`}>
              <dt>{period.label}</dt>
              <dd>{waitingPeriodText(period)}</dd>
            </div>
          ))}
        </dl>
      </section>

      {cancelled ? null : (
        <section className="section" aria-labelledby="cooling-off">
          <h2 id="cooling-off">Cooling-off period</h2>
          <p data-testid="cooling-off">
            {!cancellable && policy.coolingOffEndsOn
              ? `The cooling-off period ended on ${formatDate(policy.coolingOffEndsOn)}. To cancel this policy, please contact us.`
              : policy.coolingOffEndsOn
                ? `You may cancel this policy and have your premiums refunded until ${formatDate(policy.coolingOffEndsOn)}.`
                : `You may cancel this policy within ${COOLING_OFF_DAYS} days of receiving your policy summary and have your premiums refunded.`}
          </p>
          {cancellable ? <CancelPolicy policy={policy} /> : null}
        </section>
      )}

      <PolicyDocuments policyId={policy.id} debitOrderId={policy.debitOrderId} />
    </>
  );
}

/** /funeral/:id: one policy's state, premium, cover, who is covered, beneficiary, periods and documents. */
export function FuneralPolicyPage() {
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(FuneralPolicyDetailDocument, { variables: { id }, notifyOnNetworkStatusChange: true });
  const policy = data?.funeral;
  const code = errorCode(error);

  let content;
  if (loading && !data) content = <Spinner label="Loading your funeral policy" />;
  else if (code === 'NOT_FOUND' || code === 'FORBIDDEN' || (!error && !policy)) {
    content = (
      <EmptyState
        title={POLICY_NOT_FOUND}
        description="It may belong to someone else, or the link may be wrong."
        action={<ButtonLink to="/funeral">Back to my funeral policies</ButtonLink>}
        testId="funeral-policy-not-found"
      />
    );
  } else if (error || !policy) {
    content = <ErrorMessage message={OVERVIEW_ERROR_MESSAGE} onRetry={() => void refetch().catch(() => undefined)} testId="funeral-policy-error" />;
  } else content = <PolicyDetail policy={policy} />;

  return (
    <Page title={policy ? `Funeral policy ${policy.policyNumber}` : 'Funeral policy'} testId="funeral-policy-page">
      <p>
        <Link to="/funeral">Back to my funeral policies</Link>
      </p>
      {content}
    </Page>
  );
}
