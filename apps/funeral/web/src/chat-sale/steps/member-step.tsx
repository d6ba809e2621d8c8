import { useEffect, useRef } from 'react';
import { useForm, useFormState } from 'react-final-form';
import { isSaleMemberFieldRequired, type SaleMemberFields, AGE_MAX_LENGTH } from '@imali/funeral/domain';
import { ID_TYPE_OPTIONS, idTypeLabel } from '@imali/shared/domain';
import { ReadOnlyField } from '@imali/shared/ui';
import { InputField, SelectField, textOrNull, typedNumber } from '@imali/shared/web';
import {
  CELL_NUMBER_MAX_LENGTH,
  ID_NUMBER_MAX_LENGTH,
  ageOn,
  dateOfBirthFromIdNumber,
  genderFromIdNumber,
  parseCalendarDate,
  resolveToday,
  NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
} from '@imali/shared/validation';
import { StepForm, type SubmitAction } from '../../forms/step-form';
import { validateChatMember } from '../chat-sale-rules';
import { GENDER_OPTIONS } from '../../quote/gender-options';
import { MAX_CHILDREN } from '../../sale/sale-steps';
import { CHILD_LIMIT_ADVANCE_MS, FIRST_CHILD_SLOT, HOLDER_SLOT, memberTypeOfSlot, saIdNumber, type ChatMemberValues, type ChatSaleState } from '../chat-sale-state';
import { CHILD_LIMIT_MESSAGE } from '../chat-sale-texts';
import type { OnAnswer } from './step-props';

/**
 * Fills what a South African ID number or a date of birth already says (date of birth, age,
 * gender) while those fields are empty: the client types less, and the rules still check both.
 */
function FillFromIdNumber({ today }: { today?: Date }) {
  const form = useForm<ChatMemberValues>();
  const { values } = useFormState<ChatMemberValues>({ subscription: { values: true } });
  const { idType, idNumber, dateOfBirth } = values;
  const seen = useRef({ idNumber, dateOfBirth });
  useEffect(() => {
    const changedId = seen.current.idNumber !== idNumber;
    const changedBirth = seen.current.dateOfBirth !== dateOfBirth;
    seen.current = { idNumber, dateOfBirth };
    const current = form.getState().values;
    if (changedId) {
      const saId = saIdNumber({ idType: idType ?? '', idNumber: idNumber ?? '' }, today);
      if (saId && !current.dateOfBirth) form.change('dateOfBirth', dateOfBirthFromIdNumber(saId, today) ?? '');
      if (saId && !current.gender) form.change('gender', genderFromIdNumber(saId) ?? '');
    }
    if (changedBirth || changedId) {
      const birth = parseCalendarDate(form.getState().values.dateOfBirth);
      if (birth && !form.getState().values.ageAtSignup) form.change('ageAtSignup', String(ageOn(birth, resolveToday(today))));
    }
  }, [form, idType, idNumber, dateOfBirth, today]);
  return null;
}

export interface MemberStepProps {
  slot: number;
  initialValues: ChatMemberValues;
  /** The holder's ID type and number from the client record: shown, not edited (funeral.md §5). */
  idLocked?: boolean;
  /** The holder's income (getIncome): the holder's rules need it. */
  income: number | null;
  serverErrors?: Record<string, string> | null;
  /** Asked again after a failed sale: one Continue, back to the sale. */
  fixing?: boolean;
  today?: Date;
  onAnswer: OnAnswer;
}

function answerText(values: ChatMemberValues): string {
  const name = `${values.firstNames.trim()} ${values.surname.trim()}`;
  const age = typedNumber(values.ageAtSignup);
  return typeof age === 'number' ? `${name}, age ${age}` : name;
}

/** mainMember, spouse and child 1 to 5 (funeral.md §4, §5 chat variant). */
export function MemberStep({ slot, initialValues, idLocked = false, income, serverErrors, fixing = false, today, onAnswer }: MemberStepProps) {
  const memberType = memberTypeOfSlot(slot);
  const holder = slot === HOLDER_SLOT;
  const child = memberType === 'CHILD';
  const childNumber = slot - FIRST_CHILD_SLOT + 1;
  const lastChild = child && childNumber >= MAX_CHILDREN;
  const submits: SubmitAction[] =
    child && !fixing && !lastChild
      ? [
          { intent: 'addAnother', label: 'Add another', variant: 'secondary' },
          { intent: 'done', label: 'Done' },
        ]
      : [{ intent: 'continue', label: 'Continue' }];
  // "Optional" where the chat's rules do not ask for the field (funeral.md §5).
  const hint = (field: keyof SaleMemberFields) => (isSaleMemberFieldRequired(memberType, field, 'CHAT') ? undefined : 'Optional');

  return (
    <StepForm<ChatMemberValues>
      testId={`chat-member-${slot}-form`}
      initialValues={initialValues}
      validate={(values) => validateChatMember(memberType, values, { income, today })}
      serverErrors={serverErrors}
      look="chat"
      submits={submits}
      onSubmit={(values, action) => {
        const update = (state: ChatSaleState): ChatSaleState => {
          const members = [...state.members];
          members[slot] = values;
          if (!holder) return { ...state, members };
          const age = typedNumber(values.ageAtSignup);
          return {
            ...state,
            members,
            firstName: values.firstNames.trim(),
            idNumber: textOrNull(values.idNumber),
            idType: values.idType || null,
            age: typeof age === 'number' ? age : null,
            cellNumber: textOrNull(values.cellNumber),
            gender: values.gender || null,
          };
        };
        if (lastChild && !fixing) {
          onAnswer({ text: answerText(values), update, note: CHILD_LIMIT_MESSAGE, delayMs: CHILD_LIMIT_ADVANCE_MS });
        } else {
          onAnswer({ text: answerText(values), update, choice: action === 'addAnother' ? 'addAnother' : 'done' });
        }
      }}
    >
      <FillFromIdNumber today={today} />
      <InputField name="firstNames" label="First names" autoComplete={holder ? 'given-name' : 'off'} maxLength={NAME_MAX_LENGTH} />
      <InputField name="surname" label="Surname" autoComplete={holder ? 'family-name' : 'off'} maxLength={NAME_MAX_LENGTH} />
      {idLocked ? (
        <>
          <ReadOnlyField label="ID type" value={idTypeLabel(initialValues.idType)} />
          <ReadOnlyField label="ID number" value={initialValues.idNumber} />
        </>
      ) : (
        <>
          <SelectField name="idType" label="ID type" options={ID_TYPE_OPTIONS} />
          <InputField name="idNumber" label="ID number" inputMode="text" autoComplete="off" maxLength={ID_NUMBER_MAX_LENGTH} hint={hint('idNumber')} />
        </>
      )}
      <InputField name="ageAtSignup" label="Age" inputMode="numeric" autoComplete="off" maxLength={AGE_MAX_LENGTH} hint={hint('ageAtSignup')} />
      <InputField name="dateOfBirth" label="Date of birth" type="date" autoComplete={holder ? 'bday' : 'off'} hint={hint('dateOfBirth')} />
      {child ? null : (
        <>
          <InputField name="cellNumber" label="Cell number" type="tel" inputMode="numeric" autoComplete={holder ? 'tel' : 'off'} maxLength={CELL_NUMBER_MAX_LENGTH} hint={hint('cellNumbers')} />
          <InputField name="email" label="Email" type="email" autoComplete={holder ? 'email' : 'off'} maxLength={EMAIL_MAX_LENGTH} hint={hint('email')} />
        </>
      )}
      <SelectField name="gender" label="Gender" options={GENDER_OPTIONS} placeholder="Select one" hint={holder ? undefined : hint('gender')} />
    </StepForm>
  );
}
