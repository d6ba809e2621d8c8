import { useId } from 'react';
import { canAddMember, DEPENDANT_MEMBER_TYPES, type DependantMemberType, type MemberLimitPolicy } from '@imali/funeral/domain';
import { Button } from '@imali/shared/ui';
import { ADD_MEMBER_LABELS } from './member-dialog';

export interface AddMemberButtonsProps {
  policy: MemberLimitPolicy;
  onAdd: (memberType: DependantMemberType) => void;
}

/**
 * One add button per dependant type (spouse, child, parent, extended family). A type the
 * shared limits refuse (canAddMember: one spouse, 5 children or 6 on FREEDOM, 4 parents, 10
 * extended, no spouse or child on INDFUN pricing) is disabled with the reason beside it; a
 * policy that no longer gives cover shows one note instead of four disabled buttons.
 */
export function AddMemberButtons({ policy, onAdd }: AddMemberButtonsProps) {
  const id = useId();
  const checks = DEPENDANT_MEMBER_TYPES.map((memberType) => ({ memberType, check: canAddMember(policy, memberType) }));
  const notInForce = checks.find(({ check }) => !check.allowed && check.reason === 'POLICY_NOT_IN_FORCE');
  if (notInForce && !notInForce.check.allowed) {
    return (
      <p className="muted" data-testid="add-member-closed">
        {notInForce.check.message}
      </p>
    );
  }
  return (
    <div className="funeral-add-members" data-testid="add-members">
      <h3 className="funeral-add-members__title">Add someone to your cover</h3>
      <ul className="funeral-add-members__list">
        {checks.map(({ memberType, check }) => {
          const reasonId = `${id}-${memberType}`;
          return (
            <li key={memberType} className="funeral-add-members__item">
              <Button
                variant="secondary"
                disabled={!check.allowed}
                aria-describedby={check.allowed ? undefined : reasonId}
                onClick={() => onAdd(memberType)}
                data-testid={`add-member-${memberType}`}
              >
                {ADD_MEMBER_LABELS[memberType]}
              </Button>
              {check.allowed ? null : (
                <span id={reasonId} className="funeral-add-members__reason muted" data-testid={`add-member-${memberType}-reason`}>
                  {check.message}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
