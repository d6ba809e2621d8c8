// /savings/add and /savings/add/{bucketType} (savings-budget-debt-shell.md section 2): "My goals"
// (the goals list: type, progress, target date) and "Create a new goal" tiles, each opening the
// guided modal with that type; the chat-style flow and the guided modal without a preset type
// are offered too. /savings/add/{bucketType} opens the guided modal for that type at once; any
// other type is not found.
import { useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, EmptyState, ErrorMessage, formatDate, NotFound, Page, Spinner } from '@imali/shared/ui';
import { ADD_GOAL_ROUTE_TYPES, bucketTypeLabel, EMERGENCY_EXISTS_MESSAGE, parseBucketType, type BucketType } from '@imali/savings/domain';
import { SavingsOverviewDocument } from '../../gql/graphql';
import { GoalCardTitle, goalName, ProgressBar } from '../../components/goal-card';
import { GuidedGoalModal } from '../../goal-setup/guided-goal-modal';
import { ChatGoalFlow } from '../../chat-flow/chat-goal-flow';

export const MY_GOALS_TITLE = 'My goals';
export const CREATE_GOAL_TITLE = 'Create a new goal';

type Overlay = { kind: 'guided'; bucketType: BucketType | null } | { kind: 'chat' } | null;

export function SavingsAddPage() {
  const params = useParams();
  const navigate = useNavigate();
  const routeType = params['bucketType'] === undefined ? null : (parseBucketType(params['bucketType']) ?? undefined);
  const preset = routeType && ADD_GOAL_ROUTE_TYPES.includes(routeType) ? routeType : null;
  const [overlay, setOverlay] = useState<Overlay>(preset ? { kind: 'guided', bucketType: preset } : null);
  // A saved goal opens its page; only a modal closed without saving returns to /savings/add.
  const saved = useRef(false);
  const { data, loading, error, refetch } = useQuery(SavingsOverviewDocument);
  if (routeType === undefined) return <NotFound />;

  const client = data?.myClient ?? null;
  const buckets = client?.savings?.bucketInfo ?? [];
  // One Emergency Fund per client (docs/decisions/savings-emergency-fund.md): with one, its tile
  // and /savings/add/EMERGENCY lead to it, and the guided modal and the chat do not offer another.
  const emergency = buckets.find((bucket) => bucket.bucketType === 'EMERGENCY') ?? null;
  const emergencyHref = emergency ? `/savings/${encodeURIComponent(emergency.id)}` : null;
  // A new Emergency goal waits for the goals list: it is not started when there is one.
  const guided = overlay?.kind === 'guided' && !(overlay.bucketType === 'EMERGENCY' && (emergency || (loading && !data))) ? overlay : null;
  let goals;
  if (loading && !data) goals = <Spinner label="Loading your goals" />;
  // Spec: a failing goal list shows the error message text itself.
  else if (error) goals = <ErrorMessage message={error.message} onRetry={() => void refetch().catch(() => undefined)} />;
  else if (buckets.length === 0) goals = <EmptyState title="No goals yet" description="Create your first goal below." />;
  else {
    goals = (
      <ul className="list" aria-label={MY_GOALS_TITLE} data-testid="savings-my-goals">
        {buckets.map((bucket) => (
          <li key={bucket.id} className="list-row">
            <Link to={`/savings/${encodeURIComponent(bucket.id)}`}>{goalName(bucket)}</Link>
            <ProgressBar percentageFull={bucket.percentageFull} />
            <span className="muted">{bucket.targetDate ? `by ${formatDate(bucket.targetDate)}` : ''}</span>
          </li>
        ))}
      </ul>
    );
  }

  const closeOverlay = () => {
    setOverlay(null);
    if (preset && !saved.current) navigate('/savings/add', { replace: true });
  };

  return (
    <Page title="Add a savings goal" testId="savings-add-page">
      {preset === 'EMERGENCY' && emergencyHref ? (
        <p className="card" role="status" data-testid="savings-emergency-exists">
          {EMERGENCY_EXISTS_MESSAGE}. <Link to={emergencyHref}>Open my Emergency Fund</Link>
        </p>
      ) : null}
      <h2 className="section">{MY_GOALS_TITLE}</h2>
      {goals}
      <h2 className="section">{CREATE_GOAL_TITLE}</h2>
      <ul className="card-grid" aria-label={CREATE_GOAL_TITLE}>
        {ADD_GOAL_ROUTE_TYPES.map((type) => (
          <li key={type}>
            {type === 'EMERGENCY' && emergencyHref ? (
              <Link to={emergencyHref} className="card" style={{ display: 'block', width: '100%' }} data-testid="savings-existing-emergency">
                <GoalCardTitle type={type}>{bucketTypeLabel(type)}</GoalCardTitle>
                <span className="muted">You already have one: open it</span>
              </Link>
            ) : (
              <button type="button" className="card" style={{ width: '100%', textAlign: 'left', font: 'inherit', cursor: 'pointer' }} onClick={() => setOverlay({ kind: 'guided', bucketType: type })} data-testid="savings-new-goal">
                <GoalCardTitle type={type}>{bucketTypeLabel(type)}</GoalCardTitle>
              </button>
            )}
          </li>
        ))}
      </ul>
      <div className="button-row section">
        <Button onClick={() => setOverlay({ kind: 'guided', bucketType: null })} data-testid="savings-guided">
          Set up a goal step by step
        </Button>
        <Button variant="secondary" onClick={() => setOverlay({ kind: 'chat' })} data-testid="savings-chat">
          Chat to plan a goal
        </Button>
      </div>
      {guided ? (
        <GuidedGoalModal
          bucketType={guided.bucketType}
          income={client?.income}
          birthDate={client?.birthDate}
          emergencyGoalId={emergency?.id ?? null}
          onClose={closeOverlay}
          onSaved={(bucket) => {
            saved.current = true;
            navigate(`/savings/${encodeURIComponent(bucket.id)}`);
          }}
        />
      ) : null}
      {overlay?.kind === 'chat' ? <ChatGoalFlow onClose={closeOverlay} income={client?.income} birthDate={client?.birthDate} emergencyGoalId={emergency?.id ?? null} /> : null}
    </Page>
  );
}
