import { Button } from '@imali/shared/ui';

export interface ChoiceButtonsProps {
  choices: readonly { label: string; onChoose: () => void; variant?: 'primary' | 'secondary' }[];
  /** Names the group for screen readers (the question). */
  label: string;
}

/** A question answered with one tap (Yes / No, Send now). */
export function ChoiceButtons({ choices, label }: ChoiceButtonsProps) {
  return (
    <div className="funeral-chat__actions funeral-chat__actions--row" role="group" aria-label={label}>
      {choices.map((choice) => (
        <Button key={choice.label} variant={choice.variant ?? 'primary'} onClick={choice.onChoose}>
          {choice.label}
        </Button>
      ))}
    </div>
  );
}
