import { InputField } from '@imali/shared/web';
import { formatRand } from '@imali/shared/ui';
import { INCOME_MAX_LENGTH } from '@imali/funeral/domain';
import { CONTINUE, StepForm } from '../../forms/step-form';
import { validateIncome } from '../chat-sale-rules';
import { IncomeSlider } from '../../quote/quote-sliders';
import type { OnAnswer } from './step-props';

export interface IncomeStepProps {
  income: number | null;
  serverErrors?: Record<string, string> | null;
  today?: Date;
  onAnswer: OnAnswer;
}

/** getIncome: the policy holder's monthly income (asked only when the client record has none). */
export function IncomeStep({ income, serverErrors, today, onAnswer }: IncomeStepProps) {
  return (
    <StepForm<{ income: string }>
      testId="chat-income-form"
      initialValues={{ income: income === null ? '' : String(income) }}
      validate={(values) => validateIncome(values, today)}
      serverErrors={serverErrors}
      look="chat"
      submits={CONTINUE}
      onSubmit={(values) => {
        const amount = Number(values.income.trim());
        onAnswer({ text: `${formatRand(amount, { decimals: 0 })} per month`, update: (state) => ({ ...state, income: amount }) });
      }}
    >
      <InputField name="income" label="Monthly income" inputMode="numeric" maxLength={INCOME_MAX_LENGTH} hint="In rand, before deductions" />
      <IncomeSlider />
    </StepForm>
  );
}
