import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { useLocation } from 'react-router-dom';
import { ButtonLink, ErrorMessage, Page, Spinner } from '@imali/shared/ui';
import { errorMessage, useWizard, type WizardDefinition } from '@imali/shared/web';
import type { SaleResult } from '../sale/sale-types';
import { FuneralChatSaleClientDocument } from '../gql/graphql';
import type { ChatSaleClient } from './chat-sale-types';
import { validateChatMember } from './chat-sale-rules';
import {
  HOLDER_SLOT,
  chatSaleSteps,
  firstStep,
  initialChatSaleState,
  memberInitialValues,
  readStartAnswers,
  slotOfStep,
  type ChatSaleState,
  type ChatSaleStep,
  type QuestionErrors,
  type StartAnswers,
} from './chat-sale-state';
import { CHAT_SALE_TITLE, CLIENT_LOAD_FAILED, FIX_ANSWER_MESSAGE, NOT_SIGNED_IN, confirmationText, questionFor } from './chat-sale-texts';
import { BeneficiaryInfoStep, BeneficiarySpouseStep } from './steps/beneficiary-steps';
import { BUY_LABEL, CompleteSaleStep } from './steps/complete-sale-step';
import { DocumentStep } from './steps/document-step';
import { IncomeStep } from './steps/income-step';
import { MemberStep } from './steps/member-step';
import { OpeningStep } from './steps/opening-step';
import { AccountHolderInfoStep, BankAccountInfoStep, DoMandateSentStep, OwnAccountStep } from './steps/payment-steps';
import type { ChatAnswer } from './steps/step-props';
import { TermsStep } from './steps/terms-step';

interface ChatMessage {
  id: number;
  from: 'bot' | 'client';
  text: string;
  step: ChatSaleStep;
}

/** The chat's answers, conversation and any question asked again: what a refresh keeps. */
interface ChatValues {
  sale: ChatSaleState;
  messages: ChatMessage[];
  /** The server's messages for the question asked again after a failed sale. */
  fix: QuestionErrors | null;
}

function say(messages: ChatMessage[], from: ChatMessage['from'], text: string, step: ChatSaleStep): ChatMessage[] {
  return [...messages, { id: messages.length, from, text, step }];
}

/** The chat on the wizard engine; a draft per client, so another client in this tab never sees it. */
function chatSaleWizard(clientId: string, startComplete: boolean): WizardDefinition<ChatValues, ChatSaleStep> {
  return {
    id: `funeral.chat-sale.${clientId}`,
    version: 1,
    steps: chatSaleSteps((values: ChatValues) => values.sale),
    start: (values) => firstStep(values.sale, startComplete),
  };
}

interface ChatSaleProps {
  client: ChatSaleClient;
  start: StartAnswers;
  startComplete: boolean;
  today?: Date;
}

/** The conversation: earlier questions and answers, the current question and its input. */
function ChatSale({ client, start, startComplete, today }: ChatSaleProps) {
  const [definition] = useState(() => chatSaleWizard(client.id, startComplete));
  const wizard = useWizard<ChatValues, ChatSaleStep>({
    definition,
    initialValues: () => ({ sale: initialChatSaleState(client, start, today), messages: [], fix: null }),
  });
  const [result, setResult] = useState<SaleResult | null>(null);
  const { step, pending } = wizard;
  const { sale, messages } = wizard.values;
  const panel = useRef<HTMLDivElement>(null);
  const newest = useRef<HTMLLIElement>(null);
  const firstQuestion = useRef(true);

  // The newest message into view; focus to the new question (not on arrival: the page has just loaded).
  useEffect(() => {
    newest.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [messages.length, step, pending]);
  useEffect(() => {
    if (firstQuestion.current) {
      firstQuestion.current = false;
      return;
    }
    panel.current?.focus({ preventScroll: true });
  }, [step, messages.length]);

  /** The client's answer: the question and answer (and any note) said, then the next question, after the note's pause. */
  const onAnswer = (answer: ChatAnswer) => {
    const asked = step;
    const values = (current: ChatValues): ChatValues => {
      let log = say(say(current.messages, 'bot', questionFor(asked, current.sale), asked), 'client', answer.text, asked);
      if (answer.note) log = say(log, 'bot', answer.note, asked);
      return { sale: answer.update ? answer.update(current.sale) : current.sale, messages: log, fix: null };
    };
    // A question asked again after a failed sale leads straight back to the sale.
    if (wizard.values.fix) wizard.goTo('completeSale', values, { afterMs: answer.delayMs });
    else wizard.next(values, { choice: answer.choice, afterMs: answer.delayMs });
  };
  const saidBuy = (current: ChatValues) => say(say(current.messages, 'bot', questionFor('completeSale', current.sale), 'completeSale'), 'client', BUY_LABEL, 'completeSale');
  const onFix = (question: QuestionErrors) =>
    wizard.goTo(question.step, (current) => ({ ...current, messages: say(saidBuy(current), 'bot', FIX_ANSWER_MESSAGE, question.step), fix: question }));
  const onSold = (sold: SaleResult) => {
    setResult(sold);
    // The policy exists: no draft is kept from here.
    wizard.complete();
    wizard.goTo('done', (current) => ({ ...current, messages: saidBuy(current), fix: null }), { clearHistory: true });
  };
  // The ID on record is shown, not edited (funeral.md §5), unless the rules refuse it: then it can be corrected.
  const [holderIdLocked] = useState(() => {
    if (!client.idNumber) return false;
    const errors = validateChatMember('POLICY_HOLDER', memberInitialValues(sale, HOLDER_SLOT, client, today), { income: 0, today });
    return !errors['idNumber'] && !errors['idType'];
  });
  const fix = wizard.values.fix;
  const serverErrors = fix?.step === step ? fix.errors : null;
  const fixing = fix !== null;

  const content = (): ReactNode => {
    const slot = slotOfStep(step);
    if (slot !== undefined) {
      return (
        <MemberStep
          slot={slot}
          initialValues={memberInitialValues(sale, slot, client, today)}
          idLocked={slot === HOLDER_SLOT && holderIdLocked}
          income={sale.income}
          serverErrors={serverErrors}
          fixing={fixing}
          today={today}
          onAnswer={onAnswer}
        />
      );
    }
    switch (step) {
      case 'opening':
        return <OpeningStep start={start} onAnswer={onAnswer} />;
      case 'terms':
        return <TermsStep onAnswer={onAnswer} />;
      case 'getIncome':
        return <IncomeStep income={sale.income} serverErrors={serverErrors} today={today} onAnswer={onAnswer} />;
      case 'doIdCard':
        return <DocumentStep kind="RSA_ID" clientId={client.id} onAnswer={onAnswer} />;
      case 'selfie':
        return <DocumentStep kind="SELFIE" clientId={client.id} onAnswer={onAnswer} />;
      case 'beneficiarySpouse':
        return <BeneficiarySpouseStep onAnswer={onAnswer} />;
      case 'beneficiaryInfo':
        return <BeneficiaryInfoStep beneficiary={sale.beneficiary} serverErrors={serverErrors} today={today} onAnswer={onAnswer} />;
      case 'ownAccount':
        return <OwnAccountStep onAnswer={onAnswer} />;
      case 'accountHolderInfo':
        return <AccountHolderInfoStep bankAccount={sale.bankAccount} serverErrors={serverErrors} onAnswer={onAnswer} />;
      case 'bankAccountInfo':
        return (
          <BankAccountInfoStep
            bankAccount={sale.bankAccount}
            // The client's stored accounts are offered when they pay from their own (ours).
            storedAccounts={sale.bankAccount.ownAccount ? client.bankAccounts.filter((account) => account.ownAccount) : []}
            paymentDueDay={sale.funeral.paymentDueDay}
            coverAmount={sale.coverAmount}
            serverErrors={serverErrors}
            onAnswer={onAnswer}
          />
        );
      case 'doMandateSent':
        return <DoMandateSentStep onAnswer={onAnswer} />;
      case 'completeSale':
        return (
          <CompleteSaleStep
            state={sale}
            storedAccounts={client.bankAccounts}
            today={today}
            onSold={onSold}
            onFix={onFix}
          />
        );
      case 'done':
        return result ? (
          <ButtonLink to={`/funeral/${result.id}`} block testId="chat-view-policy">
            View my policy
          </ButtonLink>
        ) : null;
      default:
        return null;
    }
  };

  const question = pending || step === 'done' ? null : questionFor(step, sale);
  const lastIndex = messages.length - 1;
  return (
    <div className="funeral-chat" data-testid="chat-sale">
      <ol className="funeral-chat__log" role="log" aria-live="polite" aria-label="Conversation" data-testid="chat-log">
        {messages.map((message, index) => (
          <li
            key={message.id}
            ref={index === lastIndex && !question && !result ? newest : undefined}
            className={`funeral-chat__message funeral-chat__message--${message.from}`}
            data-from={message.from}
            data-testid="chat-message"
          >
            <span className="visually-hidden">{message.from === 'bot' ? 'Imali: ' : 'You: '}</span>
            {message.text}
          </li>
        ))}
        {question ? (
          <li ref={newest} className="funeral-chat__message funeral-chat__message--bot" data-from="bot" data-testid="chat-question">
            <span className="visually-hidden">Imali: </span>
            {question}
          </li>
        ) : null}
        {result ? (
          <li ref={newest} className="funeral-chat__message funeral-chat__message--bot funeral-chat__message--done" data-from="bot" data-testid="chat-confirmation">
            <span className="visually-hidden">Imali: </span>
            <span className="funeral-chat__confirmation">{confirmationText(sale.bankAccount.ownAccount !== false)}</span>{' '}
            <span>
              Your policy number is <strong data-testid="chat-policy-number">{result.policyNumber}</strong>.
            </span>
          </li>
        ) : null}
      </ol>
      <div ref={panel} tabIndex={-1} className="funeral-chat__step" data-step={step} data-testid="chat-step" aria-busy={pending ? true : undefined}>
        {pending ? (
          <span className="funeral-chat__typing" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
        ) : (
          <Fragment key={messages.length}>{content()}</Fragment>
        )}
      </div>
    </div>
  );
}

export interface ChatSalePageProps {
  /** The day ages are read on (tests); today otherwise. */
  today?: Date;
}

/**
 * The chat-style sale for signed-in clients at /funeral/buy (funeral.md §2, §4): the quote
 * calculator's answers from the query string (or asked first), then terms, income, documents,
 * the lives, the beneficiary and the payer, the re-quoted premium and the sale (NAEDO).
 */
export function ChatSalePage({ today }: ChatSalePageProps) {
  const { search } = useLocation();
  const { data, loading, error, refetch } = useQuery(FuneralChatSaleClientDocument, { errorPolicy: 'all', notifyOnNetworkStatusChange: true });
  const client = data?.myClient;
  // Read once: the answers the chat began with.
  const start = useRef(readStartAnswers(search)).current;

  let body: ReactNode;
  if (client) body = <ChatSale client={client} start={start.answers} startComplete={start.complete} today={today} />;
  else if (loading) body = <Spinner label="Loading your details" />;
  else body = <ErrorMessage title={CLIENT_LOAD_FAILED} message={error ? errorMessage(error) : NOT_SIGNED_IN} onRetry={() => void refetch()} testId="chat-sale-load-error" />;

  return (
    <Page title={CHAT_SALE_TITLE} testId="chat-sale-page">
      {body}
    </Page>
  );
}
