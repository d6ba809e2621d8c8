import { createContext, useCallback, useContext, useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation } from '@apollo/client/react';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import { Button, ErrorMessage, Modal } from '@imali/shared/ui';
import { LEAD_FIELD_RULES, LEAD_MAX_LENGTHS } from '@imali/shared/domain';
import { CELL_NUMBER_MAX_LENGTH } from '@imali/shared/validation';
import { SharedCreateLeadDocument, type CreateLeadInput } from '../gql/graphql';
import { TALK_ABOUT_OPTIONS, talkAboutForRouting } from './contact-routing';
import { errorMessage, fieldErrors } from '../feedback/errors';
import { textOrNull } from '../forms/form-values';
import { useIdempotentSubmit } from '../data/use-idempotent-submit';
import { SelectField } from '../forms/select-field';
import { TextAreaField } from '../forms/text-area-field';
import { InputField } from '../forms/input-field';

export const CONTACT_PANEL_TITLE = 'Let us contact you';
export const CONTACT_PANEL_TEXT = 'Enter your details below and we will contact you shortly';
export const CONTACT_PANEL_SUCCESS_TITLE = 'Thank You!';
export const CONTACT_PANEL_SUCCESS_TEXT = 'We will be in touch shortly.';
/** After closing, the success view stays this long before the form is fresh again. */
export const CONTACT_PANEL_RESET_DELAY_MS = 1000;

export interface ContactFormValues {
  firstName?: string;
  surname?: string;
  cellNumber?: string;
  email?: string;
  talkAbout?: string;
  message?: string;
}

export type ContactPanelPhase = 'editing' | 'submitting' | 'submitted';

export interface ContactPanelProps {
  variant: 'modal' | 'inline';
  /** Modal only: whether it shows (default true, so a caller may also mount it only while open). */
  open?: boolean;
  /** A short code: sav, fun, cli, debt or af prefill "talk about"; every code is sent as routing. */
  routing?: string | null;
  /** The close icon and the Close button of the modal. */
  onClose?: () => void;
  /** Values a caller already knows (e.g. a wizard's name and cell number); still editable. */
  initialValues?: ContactFormValues;
  /** Where to go once the lead is created; null stays put (e.g. inside a wizard). */
  thankYouPath?: string | null;
  onSubmitted?: (leadId: string) => void;
  testId?: string;
}

const TALK_ABOUT_CHOICES = TALK_ABOUT_OPTIONS.map((option) => ({ value: option, label: option }));

const FORM_FIELDS = ['firstName', 'surname', 'cellNumber', 'email', 'talkAbout', 'message'] as const;


/** The lead input as the form holds it; blank optional fields are sent as null. Not trimmed where a rule checks the value. */
function toLeadInput(values: ContactFormValues, routing: string | null | undefined): Omit<CreateLeadInput, 'idempotencyKey'> {
  return {
    firstName: (values.firstName ?? '').trim(),
    surname: textOrNull(values.surname),
    cellNumber: values.cellNumber ?? '',
    email: values.email ? values.email : null,
    talkAbout: values.talkAbout ?? '',
    message: textOrNull(values.message),
    routing: routing && routing.trim() ? routing.trim() : null,
  };
}

/** Server messages for the form's own fields go beside them; anything else is a form error. */
function leadSubmissionErrors(error: unknown): SubmissionErrors {
  const byField = fieldErrors(error);
  const errors: Record<string, string> = {};
  const others: string[] = [];
  for (const [field, message] of Object.entries(byField)) {
    if ((FORM_FIELDS as readonly string[]).includes(field)) errors[field] = message;
    else others.push(message);
  }
  if (Object.keys(errors).length === 0 || others.length) {
    errors[FORM_ERROR] = others.length ? others.join(' ') : errorMessage(error);
  }
  return errors;
}

/**
 * "Let us contact you" (a lead), as a modal or inline panel: editing, then submitting (Send
 * shows "Sending..."), then submitted ("Thank You!" and a move to /thank-you). Closing the modal
 * resets the success view after 1 second.
 */
export function ContactPanel({
  variant,
  open = true,
  routing,
  onClose,
  initialValues,
  thankYouPath = '/thank-you',
  onSubmitted,
  testId = 'contact-panel',
}: ContactPanelProps) {
  const headingId = useId();
  const navigate = useNavigate();
  const [createLead] = useMutation(SharedCreateLeadDocument);
  const [phase, setPhase] = useState<ContactPanelPhase>('editing');
  // A fresh key remounts the form (empty again) after a success.
  const [formKey, setFormKey] = useState(0);
  // The same values sent again (a retry, a second click) keep their key, so the server makes
  // one lead; changed values, or a new message after one was sent, are a new attempt.
  const { submit: sendLead, reset: newLeadAttempt } = useIdempotentSubmit((input: ReturnType<typeof toLeadInput>, idempotencyKey: string) => createLead({ variables: { input: { ...input, idempotencyKey } } }));
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const phaseRef = useRef(phase);
  useEffect(() => {
    phaseRef.current = phase;
  }, [phase]);
  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const formInitialValues = useMemo<ContactFormValues>(
    () => ({ ...initialValues, talkAbout: initialValues?.talkAbout ?? talkAboutForRouting(routing) }),
    [initialValues, routing],
  );

  const submit = useCallback(
    async (values: ContactFormValues): Promise<SubmissionErrors | undefined> => {
      setPhase('submitting');
      try {
        const { data } = await sendLead(toLeadInput(values, routing));
        newLeadAttempt();
        setPhase('submitted');
        if (data?.createLead) onSubmitted?.(data.createLead.id);
        if (thankYouPath) navigate(thankYouPath);
        return undefined;
      } catch (error) {
        setPhase('editing');
        return leadSubmissionErrors(error);
      }
    },
    [sendLead, newLeadAttempt, navigate, onSubmitted, routing, thankYouPath],
  );

  const close = useCallback(() => {
    onClose?.();
    clearTimeout(resetTimer.current);
    resetTimer.current = setTimeout(() => {
      if (phaseRef.current !== 'submitted') return;
      setPhase('editing');
      setFormKey((key) => key + 1);
    }, CONTACT_PANEL_RESET_DELAY_MS);
  }, [onClose]);

  const submitted = phase === 'submitted';

  const form = (
    <Form<ContactFormValues> key={formKey} onSubmit={submit} initialValues={formInitialValues}>
      {({ handleSubmit, hasValidationErrors, submitting, submitError }) => {
        const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
          // The modal is portalled, but React events still bubble to the caller's tree: a
          // wizard's own form must not submit with this one.
          event.stopPropagation();
          void handleSubmit(event);
        };
        return (
          <form className="form contact-panel__form" noValidate onSubmit={onFormSubmit} aria-labelledby={headingId} data-testid={`${testId}-form`}>
            <InputField name="firstName" label="Name" autoComplete="given-name" maxLength={LEAD_MAX_LENGTHS.firstName} validate={LEAD_FIELD_RULES.firstName} />
            <InputField name="surname" label="Surname" autoComplete="family-name" maxLength={LEAD_MAX_LENGTHS.surname} validate={LEAD_FIELD_RULES.surname} />
            <InputField name="cellNumber" label="Cell Number" type="tel" autoComplete="tel-national" maxLength={CELL_NUMBER_MAX_LENGTH} validate={LEAD_FIELD_RULES.cellNumber} />
            <InputField name="email" label="Email" type="email" autoComplete="email" maxLength={LEAD_MAX_LENGTHS.email} validate={LEAD_FIELD_RULES.email} />
            <SelectField name="talkAbout" label="I'd like to talk about" options={TALK_ABOUT_CHOICES} placeholder="Select one" validate={LEAD_FIELD_RULES.talkAbout} />
            <TextAreaField name="message" label="Message" rows={3} maxLength={LEAD_MAX_LENGTHS.message} validate={LEAD_FIELD_RULES.message} />
            {submitError ? <ErrorMessage message={submitError} testId={`${testId}-error`} /> : null}
            <Button type="submit" block disabled={hasValidationErrors || submitting} aria-busy={submitting || undefined} data-testid={`${testId}-send`}>
              {submitting ? 'Sending…' : 'Send'}
            </Button>
          </form>
        );
      }}
    </Form>
  );

  const success = (
    <div className="contact-panel__success" role="status" data-testid={`${testId}-success`}>
      <p>{CONTACT_PANEL_SUCCESS_TEXT}</p>
    </div>
  );

  if (variant === 'modal') {
    return (
      <Modal
        open={open}
        onClose={close}
        // The success view has its own "Close" button; the icon gets a name of its own.
        closeLabel="Close contact form"
        title={<span id={headingId}>{submitted ? CONTACT_PANEL_SUCCESS_TITLE : CONTACT_PANEL_TITLE}</span>}
        description={submitted ? undefined : CONTACT_PANEL_TEXT}
        testId={testId}
        footer={
          submitted ? (
            <Button block variant="secondary" onClick={close} data-testid={`${testId}-close-button`}>
              Close
            </Button>
          ) : undefined
        }
      >
        <div className="contact-panel" data-state={phase}>
          {submitted ? success : form}
        </div>
      </Modal>
    );
  }

  return (
    <section className="card contact-panel contact-panel--inline" aria-labelledby={headingId} data-testid={testId} data-state={phase}>
      <h2 id={headingId} className="card__title">
        {submitted ? CONTACT_PANEL_SUCCESS_TITLE : CONTACT_PANEL_TITLE}
      </h2>
      {submitted ? null : <p className="muted">{CONTACT_PANEL_TEXT}</p>}
      {submitted ? success : form}
    </section>
  );
}

export interface UseContactPanelOptions {
  routing?: string | null;
  initialValues?: ContactFormValues;
  thankYouPath?: string | null;
  onSubmitted?: (leadId: string) => void;
}

export interface ContactPanelControls {
  /** Opens the modal; options given here win over the hook's. */
  openContactPanel: (options?: UseContactPanelOptions) => void;
  closeContactPanel: () => void;
  isOpen: boolean;
  /** Render this once (it is portalled over the page); null under a ContactPanelProvider, which renders the modal itself. */
  contactPanel: ReactNode;
}

type ContactPanelState = { open: boolean; options: UseContactPanelOptions };

function useContactPanelState() {
  const [state, setState] = useState<ContactPanelState>({ open: false, options: {} });
  const open = useCallback((options: UseContactPanelOptions = {}) => setState({ open: true, options }), []);
  const close = useCallback(() => setState((current) => ({ ...current, open: false })), []);
  const node = (
    <ContactPanel
      variant="modal"
      open={state.open}
      routing={state.options.routing}
      onClose={close}
      initialValues={state.options.initialValues}
      thankYouPath={state.options.thankYouPath}
      onSubmitted={state.options.onSubmitted}
    />
  );
  return { open, close, isOpen: state.open, node };
}

type SharedContactPanel = Pick<ReturnType<typeof useContactPanelState>, 'open' | 'close' | 'isOpen'>;

const ContactPanelContext = createContext<SharedContactPanel | null>(null);

/**
 * One "Let us contact you" modal for everything below it, mounted above the routes, so the
 * modal stays open (with "Thank You!" and Close) while the app moves to /thank-you.
 */
export function ContactPanelProvider({ children }: { children?: ReactNode }) {
  const { open, close, isOpen, node } = useContactPanelState();
  const value = useMemo(() => ({ open, close, isOpen }), [open, close, isOpen]);
  return (
    <ContactPanelContext.Provider value={value}>
      {children}
      {node}
    </ContactPanelContext.Provider>
  );
}

/**
 * The "Let us contact you" modal for any trigger (a button, a link, a wizard step). Under a
 * ContactPanelProvider it opens the provider's modal; elsewhere (a remote's own copy of this
 * library, a test) it keeps its own, which the caller renders as `contactPanel`.
 */
export function useContactPanel(options: UseContactPanelOptions = {}): ContactPanelControls {
  const shared = useContext(ContactPanelContext);
  const local = useContactPanelState();
  const target = shared ?? local;
  const { routing, initialValues, thankYouPath, onSubmitted } = options;
  const openContactPanel = useCallback(
    (openOptions: UseContactPanelOptions = {}) => target.open({ routing, initialValues, thankYouPath, onSubmitted, ...openOptions }),
    [target, routing, initialValues, thankYouPath, onSubmitted],
  );
  return {
    openContactPanel,
    closeContactPanel: target.close,
    isOpen: target.isOpen,
    contactPanel: shared ? null : local.node,
  };
}

export interface ContactPanelButtonProps extends UseContactPanelOptions {
  children?: ReactNode;
  variant?: 'primary' | 'secondary' | 'ghost';
  block?: boolean;
  testId?: string;
}

/** A button that opens the "Let us contact you" modal (default label "Request call back"). */
export function ContactPanelButton({ children = 'Request call back', variant = 'primary', block, testId = 'contact-panel-button', ...options }: ContactPanelButtonProps) {
  const { openContactPanel, contactPanel } = useContactPanel(options);
  return (
    <>
      <Button variant={variant} block={block} onClick={() => openContactPanel()} data-testid={testId}>
        {children}
      </Button>
      {contactPanel}
    </>
  );
}
