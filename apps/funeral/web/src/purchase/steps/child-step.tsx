import { useState, type ReactNode } from 'react';
import type { SubmissionErrors } from 'final-form';
import { DEFAULT_ID_TYPE } from '@imali/shared/domain';
import { Button } from '@imali/shared/ui';
import { MAX_CHILDREN } from '../../sale/sale-steps';
import type { SubmitAction } from '../../forms/step-form';
import type { MemberFormValues } from '../purchase-values';
import { MemberStep } from './member-step';

/** What the buyer chose on a child step. */
export type ChildIntent = 'another' | 'done' | 'fix';

export interface ChildStepProps {
  /** 0 for addChild1. */
  index: number;
  child: MemberFormValues | undefined;
  /** Server messages for this child: the step only corrects them (Continue keeps the other children). */
  serverErrors?: SubmissionErrors;
  onSave: (answers: MemberFormValues, intent: ChildIntent) => void;
  /** addChild1: cover no children. */
  onNoChildren: () => void;
  /** addChild2 to 5: this child is not covered after all. */
  onRemove: () => void;
  back?: ReactNode;
  today?: Date;
}

/**
 * addChild1 to addChild5 (funeral.md section 4: "up to 5; buttons Add Another or Done"). The
 * quick quote never asks about children, so addChild1 first asks whether to cover any ("Add a
 * child" or "No children"), unless children were quoted (the calculator) or given already.
 */
export function ChildStep({ index, child, serverErrors, onSave, onNoChildren, onRemove, back, today }: ChildStepProps) {
  const [adding, setAdding] = useState(false);
  if (index === 0 && !child && !adding) {
    return (
      <div className="funeral-question" data-testid="add-child-intro">
        <p className="funeral-question__text">Do you want to cover your children?</p>
        <p className="muted">Children under 18, up to {MAX_CHILDREN}.</p>
        <div className="funeral-actions">
          <Button block onClick={() => setAdding(true)}>
            Add a child
          </Button>
          <Button variant="secondary" block onClick={onNoChildren}>
            No children
          </Button>
          {back}
        </div>
      </div>
    );
  }
  const last = index + 1 >= MAX_CHILDREN;
  const submits: SubmitAction[] = serverErrors
    ? [{ label: 'Continue', intent: 'fix' }]
    : last
      ? [{ label: 'Done', intent: 'done' }]
      : [
          { label: 'Done', intent: 'done' },
          { label: 'Add Another', intent: 'another' },
        ];
  return (
    <MemberStep
      testId="add-child"
      memberType="CHILD"
      values={child ?? { idType: DEFAULT_ID_TYPE }}
      serverErrors={serverErrors}
      submits={submits}
      onSubmit={(answers, intent) => {
        onSave(answers, intent as ChildIntent);
        return undefined;
      }}
      intro={last ? <p className="muted" data-testid="child-limit">You can cover up to {MAX_CHILDREN} children: this is the last one.</p> : null}
      actions={
        <>
          {index === 0 ? (
            <Button variant="ghost" block onClick={onNoChildren}>
              No children
            </Button>
          ) : (
            <Button variant="ghost" block onClick={onRemove}>
              Remove this child
            </Button>
          )}
          {back}
        </>
      }
      today={today}
    />
  );
}
