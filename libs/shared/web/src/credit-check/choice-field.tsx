import { validateSelectOne } from '@imali/shared/validation';
import { FieldError, useFormField } from '../forms/form-field';

export interface ChoiceFieldProps {
  name: string;
  legend: string;
  choices: readonly string[];
  testId?: string;
}

/** One required multiple-choice question as radio buttons in a fieldset named by its legend. */
export function ChoiceField({ name, legend, choices, testId }: ChoiceFieldProps) {
  const { id, input, message, controlProps } = useFormField(name, validateSelectOne);
  return (
    <fieldset className="field choice-field" aria-describedby={controlProps['aria-describedby']} data-testid={testId}>
      <legend className="field__label">{legend}</legend>
      {choices.map((choice, index) => (
        <label key={`${index}-${choice}`} className="choice-field__option">
          <input
            type="radio"
            name={`${id}-${name}`}
            value={choice}
            required
            checked={input.value === choice}
            onChange={() => input.onChange(choice)}
            onFocus={() => input.onFocus()}
            onBlur={() => input.onBlur()}
            aria-invalid={controlProps['aria-invalid']}
          />{' '}
          <span>{choice}</span>
        </label>
      ))}
      <FieldError id={id} message={message} />
    </fieldset>
  );
}
