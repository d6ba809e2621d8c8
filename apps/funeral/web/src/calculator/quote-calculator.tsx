import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { skipToken, useApolloClient, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import type { FormApi } from 'final-form';
import { Form, useField, useFormState } from 'react-final-form';
import {
  CALCULATOR_VARIANTS,
  calculatorImpacts,
  DEFAULT_DEPENDANT_GENDER,
  defaultDependant,
  defaultSpouseAge,
  QUOTE_MEMBER_LIMITS,
  type CalculatorAddOn,
  type CalculatorDisplay,
  type CalculatorVariant,
  type FuneralQuoteInput,
  AGE_MAX_LENGTH,
} from '@imali/funeral/domain';
import { Button, ErrorMessage, formatRand, Spinner } from '@imali/shared/ui';
import { fieldErrors, InputField, RadioGroupField } from '@imali/shared/web';
import { type Gender } from '@imali/shared/validation';
import { CoverAmountField } from '../quote/cover-amount-field';
import { QuoteSummary } from '../quote/quote-summary';
import { GENDER_OPTIONS } from '../quote/gender-options';
import { childCountRule, genderRule, holderAgeRule, optionalChildAgeRule, optionalDependantAgeRule, optionalSpouseAgeRule } from '../quote/quote-rules';
import type { QuotedLifeResult } from '../quote/quote-types';
import { QUOTE_ERROR_MESSAGE, wholeOrNull, type DependantValues } from '../quote/quote-values';
import { useQuoteCallback, type KnownContact } from '../quote/use-quote-callback';
import { FuneralCalculatorQuoteDocument, FuneralQuoteClientDocument, type FuneralCalculatorQuoteQuery as FuneralCalculatorQuoteData } from '../gql/graphql';
import { useOpenPurchase } from '../quick-quote/quick-quote-host';
import {
  calculatorPurchaseAnswers,
  calculatorSelection,
  calculatorVariables,
  chatSaleUrl,
  INITIAL_CALCULATOR_VALUES,
  selectionTicks,
  type CalculatorValues,
} from './calculator-values';

/** Typing waits this long before the calculator quotes again. */
export const CALCULATOR_DEBOUNCE_MS = 250;

export interface CalculatorHolder extends KnownContact {
  age?: number;
  gender?: string;
}

export interface QuoteCalculatorProps {
  /** A signed-in client's age and gender start the calculator; both stay editable. */
  holder?: CalculatorHolder;
  /** Title of the calculator's card. */
  title?: string;
}

interface CalculatorView extends CalculatorDisplay {
  lives: QuotedLifeResult[];
  totalCover: number;
  ticks: Record<CalculatorAddOn, boolean>;
}

/**
 * The shown price, the add-on impacts (calculatorImpacts with each variant's premium before the
 * minimum) and who is covered: base's lives plus the ticked spouse and children from their
 * variants (premiums add up per life, docs/decisions/funeral-quote-calculator.md).
 */
export function calculatorView(data: FuneralCalculatorQuoteData, selection: FuneralQuoteInput): CalculatorView {
  const ticks = selectionTicks(selection);
  const premiums = Object.fromEntries(CALCULATOR_VARIANTS.map((variant) => [variant, data[variant].premiumBeforeMinimum])) as Record<CalculatorVariant, number>;
  const display = calculatorImpacts(ticks, premiums);
  const lives = [
    ...data.base.lives,
    ...(ticks.spouse ? data.withSpouse.lives.filter((life) => life.memberType === 'SPOUSE') : []),
    ...(ticks.children ? data.withChildren.lives.filter((life) => life.memberType === 'CHILD') : []),
  ];
  const totalCover = lives.reduce((sum, life) => sum + life.coverAmount, 0);
  return { ...display, lives, totalCover, ticks };
}

/** The latest value once it has stayed the same (by key) for `delay` ms; the first at once. */
function useSettled<T>(value: T, key: string, delay: number): T {
  const [settled, setSettled] = useState(value);
  const latest = useRef(value);
  latest.current = value;
  useEffect(() => {
    const timer = setTimeout(() => setSettled(latest.current), delay);
    return () => clearTimeout(timer);
  }, [key, delay]);
  return settled;
}

function Impact({ addOn, amount, ticked }: { addOn: CalculatorAddOn; amount: number | null | undefined; ticked: boolean }) {
  let text = '';
  if (amount === null) text = 'Tick to add their details';
  else if (amount !== undefined) text = ticked ? `${formatRand(amount)} per month` : `+ ${formatRand(amount)} per month`;
  return (
    <span className="funeral-impact" data-testid={`impact-${addOn}`}>
      {text}
    </span>
  );
}

/** What every cover option reads: the answers, the shown impacts and the form. */
interface OptionContext {
  values: CalculatorValues;
  impacts: Record<CalculatorAddOn, number | null> | undefined;
  form: FormApi<CalculatorValues>;
}

interface OptionProps extends OptionContext {
  addOn: CalculatorAddOn;
  label: string;
  /** The answers ticking (true) or unticking (false) sets, in one change. */
  toggles: (checked: boolean) => Partial<CalculatorValues>;
  children?: ReactNode;
}

/** Ticked: spouse and children by their box, parents and extended family while any are listed. */
function isTicked(values: CalculatorValues, addOn: CalculatorAddOn): boolean {
  const answer = values[addOn];
  return Array.isArray(answer) ? answer.length > 0 : answer;
}

function CoverOption({ addOn, label, toggles, form, values, impacts, children }: OptionProps) {
  const id = useId();
  const checked = isTicked(values, addOn);
  const impact = impacts?.[addOn];
  const onToggle = (ticked: boolean) =>
    form.batch(() => {
      for (const [name, value] of Object.entries(toggles(ticked))) form.change(name as keyof CalculatorValues, value as never);
    });
  return (
    <li className="funeral-option" data-testid={`option-${addOn}`}>
      <div className="funeral-option__row">
        <input id={id} type="checkbox" className="field__checkbox" checked={checked} onChange={(event) => onToggle(event.currentTarget.checked)} />
        <label htmlFor={id} className="funeral-option__label">
          {label}
        </label>
        <Impact addOn={addOn} amount={impact} ticked={checked} />
      </div>
      {checked && children ? <div className="funeral-option__details">{children}</div> : null}
    </li>
  );
}

interface DependantListProps {
  name: 'parents' | 'extended';
  noun: string;
  max: number;
  list: readonly DependantValues[];
  defaultAge?: number;
  form: FormApi<CalculatorValues>;
}

/** Parents or extended family: age and gender per person, add another, remove one. */
function DependantList({ name, noun, max, list, defaultAge, form }: DependantListProps) {
  const hint = defaultAge === undefined ? undefined : `Leave empty to quote for ${defaultAge}`;
  return (
    <>
      {list.map((_, index) => (
        <div key={index} className="funeral-dependant" data-testid={`calculator-${name}-row`}>
          <InputField name={`${name}[${index}].age`} label={`${noun} ${index + 1} age`} inputMode="numeric" maxLength={AGE_MAX_LENGTH} validate={optionalDependantAgeRule} hint={hint} />
          <RadioGroupField name={`${name}[${index}].gender`} legend={`${noun} ${index + 1} gender`} options={GENDER_OPTIONS} />
          <Button variant="ghost" onClick={() => form.change(name, list.filter((__, position) => position !== index))} aria-label={`Remove ${noun.toLowerCase()} ${index + 1}`}>
            Remove
          </Button>
        </div>
      ))}
      {list.length < max ? (
        <Button variant="secondary" onClick={() => form.change(name, [...list, { gender: DEFAULT_DEPENDANT_GENDER }])}>
          Add another {noun.toLowerCase()}
        </Button>
      ) : null}
    </>
  );
}

/** Parents or extended family: ticking adds a row (female, the default age), unticking removes them all. */
function DependantOption({ label, values, impacts, ...list }: Omit<DependantListProps, 'list'> & OptionContext & { label: string }) {
  const { name, form } = list;
  return (
    <CoverOption addOn={name} label={label} values={values} impacts={impacts} form={form} toggles={(checked) => ({ [name]: checked ? [{ gender: DEFAULT_DEPENDANT_GENDER }] : [] })}>
      <DependantList {...list} list={values[name]} />
    </CoverOption>
  );
}

function CoverAmount() {
  const { input } = useField<number>('coverAmount');
  return <CoverAmountField value={input.value} onChange={(value) => input.onChange(value)} testId="calculator-cover-amount" />;
}

interface CalculatorBodyProps {
  form: FormApi<CalculatorValues>;
  onGetCovered: (values: CalculatorValues) => Promise<void>;
  onRequestCallback: () => void;
}

function CalculatorBody({ form, onGetCovered, onRequestCallback }: CalculatorBodyProps) {
  const [starting, setStarting] = useState(false);
  const { values, valid } = useFormState<CalculatorValues>({ subscription: { values: true, valid: true } });
  const request = useMemo(() => {
    // The holder's own rules too: before the fields have registered the form reads as valid.
    if (!valid || holderAgeRule(values.age) !== undefined || genderRule(values.gender) !== undefined) return undefined;
    const selection = calculatorSelection(values);
    return { key: JSON.stringify(selection), selection };
  }, [values, valid]);
  const settled = useSettled(request, request?.key ?? 'invalid', CALCULATOR_DEBOUNCE_MS);
  const { data, loading, error, refetch } = useQuery(
    FuneralCalculatorQuoteDocument,
    settled ? { variables: calculatorVariables(settled.selection), notifyOnNetworkStatusChange: true } : skipToken,
  );
  const view = useMemo(() => (data && settled ? calculatorView(data, settled.selection) : undefined), [data, settled]);
  // While the next quote loads the last one stays on screen, marked busy.
  const lastView = useRef<CalculatorView | undefined>(undefined);
  if (view) lastView.current = view;
  const shown = view ?? (loading ? lastView.current : undefined);
  const option: OptionContext = { values, impacts: shown?.impacts, form };

  const holderAge = wholeOrNull(values.age);
  const holderGender = values.gender === 'MALE' || values.gender === 'FEMALE' ? (values.gender as Gender) : undefined;
  const canDefault = holderAge !== null && holderGender !== undefined && holderAge >= 18 && holderAge <= 60;
  const spouseDefault = canDefault ? defaultSpouseAge(holderAge, holderGender) : undefined;
  const dependantDefault = canDefault ? defaultDependant(holderAge, holderGender).age : undefined;
  const childCount = values.children ? Math.min(QUOTE_MEMBER_LIMITS.CHILD, Math.max(0, wholeOrNull(values.childCount) ?? 0)) : 0;

  let result: ReactNode;
  if (error && !loading) {
    const messages = Object.values(fieldErrors(error));
    result = (
      <ErrorMessage
        message={messages.length ? `${QUOTE_ERROR_MESSAGE}: ${messages.join(' ')}` : QUOTE_ERROR_MESSAGE}
        onRetry={() => void refetch().catch(() => undefined)}
        testId="calculator-error"
      />
    );
  } else if (shown) {
    result = <QuoteSummary {...shown} updating={loading || request?.key !== settled?.key} testId="calculator-quote" />;
  } else if (!request) {
    result = <p className="muted">Enter your age and gender to see your premium.</p>;
  } else {
    result = <Spinner label="Working out your premium" />;
  }

  return (
    <form className="form" noValidate onSubmit={(event) => event.preventDefault()}>
      <div className="funeral-calculator__holder">
        <InputField name="age" label="Your age" inputMode="numeric" maxLength={AGE_MAX_LENGTH} validate={holderAgeRule} />
        <RadioGroupField name="gender" legend="Your gender" options={GENDER_OPTIONS} validate={genderRule} />
      </div>
      <CoverAmount />
      <fieldset className="funeral-options">
        <legend className="field__label">Who to cover</legend>
        <ul className="funeral-options__list">
          <li className="funeral-option">
            <div className="funeral-option__row">
              <input id="funeral-calculator-myself" type="checkbox" className="field__checkbox" checked disabled />
              <label htmlFor="funeral-calculator-myself" className="funeral-option__label">
                Myself
              </label>
            </div>
          </li>
          <CoverOption addOn="spouse" label="My spouse" toggles={(checked) => (checked ? { spouse: true } : { spouse: false, ageSpouse: undefined })} {...option}>
            <InputField
              name="ageSpouse"
              label="Spouse's age"
              inputMode="numeric"
              maxLength={AGE_MAX_LENGTH}
              validate={optionalSpouseAgeRule}
              hint={spouseDefault === undefined ? undefined : `Leave empty to quote for ${spouseDefault}`}
            />
          </CoverOption>
          <CoverOption addOn="children" label="My children" toggles={(checked) => ({ children: checked, childCount: checked ? '1' : undefined, childAges: undefined })} {...option}>
            <InputField name="childCount" label="Number of children" inputMode="numeric" maxLength={1} validate={childCountRule} />
            {Array.from({ length: childCount }, (_, index) => (
              <InputField
                key={index}
                name={`childAges[${index}]`}
                label={`Child ${index + 1} age (optional)`}
                inputMode="numeric"
                maxLength={AGE_MAX_LENGTH}
                validate={optionalChildAgeRule}
              />
            ))}
          </CoverOption>
          <DependantOption name="parents" label="My parents" noun="Parent" max={QUOTE_MEMBER_LIMITS.PARENT} defaultAge={dependantDefault} {...option} />
          <DependantOption name="extended" label="My extended family" noun="Family member" max={QUOTE_MEMBER_LIMITS.EXTENDED} defaultAge={dependantDefault} {...option} />
        </ul>
      </fieldset>
      <div aria-live="polite">{result}</div>
      <div className="funeral-actions">
        <Button
          block
          disabled={starting}
          aria-busy={starting || undefined}
          onClick={() => {
            // The holder's age and gender first: a submit shows what is missing.
            if (!request) return void form.submit();
            setStarting(true);
            void onGetCovered(values).finally(() => setStarting(false));
          }}
          data-testid="calculator-get-covered"
        >
          Get me covered!
        </Button>
        <Button variant="secondary" block onClick={onRequestCallback} data-testid="calculator-request-callback">
          Request a Callback
        </Button>
      </div>
    </form>
  );
}

/**
 * The funeral quote calculator (site variant, funeral.md sections 2 and 4): Myself always,
 * spouse, children, parents and extended family to tick, a cover slider; one request of five
 * quotes shows the premium and what each add-on changes it by.
 */
export function QuoteCalculator({ holder, title = 'Work out your premium' }: QuoteCalculatorProps) {
  const headingId = useId();
  const [initialValues] = useState<CalculatorValues>(() => ({
    ...INITIAL_CALCULATOR_VALUES,
    age: holder?.age === undefined ? '' : String(holder.age),
    gender: holder?.gender === 'MALE' || holder?.gender === 'FEMALE' ? holder.gender : '',
  }));
  const callback = useQuoteCallback(holder);
  const apollo = useApolloClient();
  const navigate = useNavigate();
  const openPurchase = useOpenPurchase();

  /**
   * "Get me covered!": a signed-in client covering no parents or extended family buys in the
   * chat-style sale (/funeral/buy); everyone else in the purchase wizard, at mainMember with
   * these answers (docs/decisions/funeral-web-purchase-wizard.md).
   */
  const getCovered = async (values: CalculatorValues) => {
    if (values.parents.length === 0 && values.extended.length === 0) {
      let signedIn = false;
      try {
        const { data } = await apollo.query({ query: FuneralQuoteClientDocument });
        signedIn = Boolean(data?.myClient);
      } catch {
        // Unknown: the wizard serves visitors and clients alike.
      }
      if (signedIn) return void navigate(chatSaleUrl(values));
    }
    openPurchase(calculatorPurchaseAnswers(values, holder));
  };
  return (
    <section className="card funeral-calculator" aria-labelledby={headingId} data-testid="funeral-calculator">
      <h2 id={headingId} className="card__title">
        {title}
      </h2>
      <Form<CalculatorValues> onSubmit={() => undefined} initialValues={initialValues} subscription={{}}>
        {({ form }) => <CalculatorBody form={form} onGetCovered={getCovered} onRequestCallback={callback.requestCallback} />}
      </Form>
      {callback.contactPanel}
    </section>
  );
}
