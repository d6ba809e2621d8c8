// The chat-style sale's state and order of questions (funeral.md §3 "Chat sale state", §4
// "Chat-style sale"), and how its answers become the quote and the sale. Plain functions: the
// page only renders what these decide. Field rules come from @imali/funeral/domain.
import {
  normaliseIdNumber,
  type SaleMemberFields,
  AGE_LIMITS_BY_MEMBER_TYPE,
  COVER_AMOUNTS,
  DEFAULT_COVER_AMOUNT,
  validateAgeRange,
} from '@imali/funeral/domain';
import { DEFAULT_ID_TYPE } from '@imali/shared/domain';
import {
  ageFromIdNumber,
  ageOn,
  dateOfBirthFromIdNumber,
  genderFromIdNumber,
  isSouthAfricanIdType,
  parseCalendarDate,
  resolveToday,
  validateSaIdNumber,
  validateWholeNumber,
} from '@imali/shared/validation';
import { bankAccountFormValues, firstShownStep, nextStepOf, textOrNull, type BankAccountFormValues, type WizardDefinition, type WizardStep } from '@imali/shared/web';
import { memberFields, type MemberFormValues } from '../forms/member-values';
import { quoteVariablesFor, wholeOrNull, type QuoteVariables } from '../quote/quote-model';
import { saleVariablesFor, type SaleAnswers } from '../sale/sale-mapper';
import type { FuneralCreateSaleVariables } from '../sale/sale-types';
import { ACCOUNT_HOLDER_FIELDS, BENEFICIARY_AND_PAYMENT_STEPS, DEFAULT_PAYMENT_DUE_DAY } from '../sale/sale-steps';
import type { ChatSaleBankAccount, ChatSaleClient } from './chat-sale-types';

export type YesNo = 'Y' | 'N';

export const CHILD_STEPS = ['child1', 'child2', 'child3', 'child4', 'child5'] as const;
export type ChildStep = (typeof CHILD_STEPS)[number];

/** The chat's questions in order (`data-step`); `opening` and `done` are ours (docs/decisions/funeral-web-chat-sale.md). */
export const CHAT_SALE_STEPS = [
  'opening',
  'terms',
  'getIncome',
  'doIdCard',
  'selfie',
  'mainMember',
  'spouse',
  ...CHILD_STEPS,
  ...BENEFICIARY_AND_PAYMENT_STEPS,
  'done',
] as const;
export type ChatSaleStep = (typeof CHAT_SALE_STEPS)[number];

/** funeral.md §9: the terms step moves on 2 seconds after the terms were accepted. */
export const TERMS_ADVANCE_MS = 2000;
/** funeral.md §4: after the fifth child, a message and on after 100 ms. */
export const CHILD_LIMIT_ADVANCE_MS = 100;
/** funeral.md §7: the chat-style sale pays by NAEDO. */
export const CHAT_PAYMENT_METHOD = 'NAEDO';
/** Slots of `members` (funeral.md §3): 0 policy holder, 1 spouse, 2 to 6 children. */
export const HOLDER_SLOT = 0;
export const SPOUSE_SLOT = 1;
export const FIRST_CHILD_SLOT = 2;

export type ChatMemberType = 'POLICY_HOLDER' | 'SPOUSE' | 'CHILD';

/** A covered life as its question's form holds it: text as typed, one cell number (no relationship: the chat covers no parents). */
export type ChatMemberValues = Required<Omit<MemberFormValues, 'relationship'>>;

export interface ChatBeneficiaryValues {
  firstNames: string;
  surname: string;
  cellNumber: string;
  email: string;
  idNumber: string;
}

export interface ChatBeneficiary extends Partial<ChatBeneficiaryValues> {
  /** The spouse's details are used when true. */
  isSpouse: boolean;
}

/** The payer's account: the shared bank form's values, or one of the client's stored accounts. */
export interface ChatBankAccount extends BankAccountFormValues {
  existingAccountId: string | null;
}

/** funeral.md §3 "Chat sale state", plus what the client record already answers. */
export interface ChatSaleState {
  coverAmount: number;
  idNumber: string | null;
  idType: string | null;
  age: number | null;
  firstName: string | null;
  cellNumber: string | null;
  gender: string | null;
  income: number | null;
  spouse: YesNo;
  ageSpouse: number | null;
  children: YesNo;
  acceptedTerms: boolean;
  /** 0 policy holder, 1 spouse, 2 to 6 children; null until answered. */
  members: (ChatMemberValues | null)[];
  beneficiary: ChatBeneficiary | null;
  bankAccount: ChatBankAccount;
  /** FuneralSaleInput less the cover amount (kept above). */
  funeral: { paymentDueDay: number; paymentMethod: typeof CHAT_PAYMENT_METHOD };
  idCardId: string | null;
  selfieId: string | null;
  /** Answers the client record gave before the chat began: those questions are skipped. */
  known: { income: boolean; idDocument: boolean; selfie: boolean };
}

// ---------------------------------------------------------------------------------------------
// Starting answers from the query string (?coverAmount=&spouse=&ageSpouse=&children=)

export interface StartAnswers {
  coverAmount?: number;
  spouse?: YesNo;
  ageSpouse?: number;
  children?: YesNo;
}

const SPOUSE_LIMITS = AGE_LIMITS_BY_MEMBER_TYPE.SPOUSE;
const spouseAgeMessage = (value: unknown) => validateWholeNumber(value) ?? validateAgeRange(SPOUSE_LIMITS.min, SPOUSE_LIMITS.max)(value);

function yesNo(value: string | null): YesNo | undefined {
  const text = value?.trim().toUpperCase();
  return text === 'Y' || text === 'N' ? text : undefined;
}

/**
 * The quote calculator's answers, each kept only when valid (a bad value is dropped and asked
 * for). `complete` when nothing needs asking: cover amount, spouse (with an age when Y), children.
 */
export function readStartAnswers(search: string): { answers: StartAnswers; complete: boolean } {
  const params = new URLSearchParams(search);
  const answers: StartAnswers = {};
  const cover = params.get('coverAmount')?.trim() ?? '';
  if (/^\d+$/.test(cover) && (COVER_AMOUNTS as readonly number[]).includes(Number(cover))) answers.coverAmount = Number(cover);
  const spouse = yesNo(params.get('spouse'));
  if (spouse) answers.spouse = spouse;
  const ageSpouse = params.get('ageSpouse')?.trim() ?? '';
  if (spouse === 'Y' && ageSpouse !== '' && spouseAgeMessage(ageSpouse) === undefined) answers.ageSpouse = Number(ageSpouse);
  const children = yesNo(params.get('children'));
  if (children) answers.children = children;
  const complete = answers.coverAmount !== undefined && answers.spouse !== undefined && answers.children !== undefined && (answers.spouse === 'N' || answers.ageSpouse !== undefined);
  return { answers, complete };
}

// ---------------------------------------------------------------------------------------------
// The members' answers as the rules read them

/** A valid South African ID number (a holder's or a member's), else undefined. */
export function saIdNumber(values: Pick<ChatMemberValues, 'idType' | 'idNumber'>, today?: Date): string | undefined {
  const idNumber = normaliseIdNumber(values.idNumber);
  const idType = values.idType || DEFAULT_ID_TYPE;
  if (!idNumber || !isSouthAfricanIdType(idType)) return undefined;
  return validateSaIdNumber(idNumber, idType, today) === undefined ? idNumber : undefined;
}

export function memberTypeOfSlot(slot: number): ChatMemberType {
  return slot === HOLDER_SLOT ? 'POLICY_HOLDER' : slot === SPOUSE_SLOT ? 'SPOUSE' : 'CHILD';
}

export function slotOfStep(step: ChatSaleStep): number | undefined {
  if (step === 'mainMember') return HOLDER_SLOT;
  if (step === 'spouse') return SPOUSE_SLOT;
  const child = (CHILD_STEPS as readonly string[]).indexOf(step);
  return child >= 0 ? FIRST_CHILD_SLOT + child : undefined;
}

export function stepOfSlot(slot: number): ChatSaleStep {
  if (slot === HOLDER_SLOT) return 'mainMember';
  if (slot === SPOUSE_SLOT) return 'spouse';
  return CHILD_STEPS[slot - FIRST_CHILD_SLOT] ?? 'child5';
}

/** A member's form values as the shared sale rules read them (funeral.md §5, chat variant). */
export function toSaleMemberFields(memberType: ChatMemberType, values: Partial<ChatMemberValues>, income?: number | null): SaleMemberFields {
  return { ...memberFields(memberType, values), ...(memberType === 'POLICY_HOLDER' ? { income: income ?? null } : {}) };
}

// ---------------------------------------------------------------------------------------------
// The starting state

const EMPTY_MEMBER: ChatMemberValues = { firstNames: '', surname: '', idType: DEFAULT_ID_TYPE, idNumber: '', ageAtSignup: '', dateOfBirth: '', cellNumber: '', email: '', gender: '' };

/** The policy holder's question prefilled from the client record (funeral.md §3, §4). */
function holderPrefill(client: ChatSaleClient, today?: Date): ChatMemberValues {
  const idType = client.idType || DEFAULT_ID_TYPE;
  const values: ChatMemberValues = {
    ...EMPTY_MEMBER,
    firstNames: client.firstNames ?? '',
    surname: client.surname ?? '',
    idType,
    idNumber: client.idNumber ?? '',
    cellNumber: client.cellNumbers[0] ?? '',
    email: client.email ?? '',
  };
  const saId = saIdNumber(values, today);
  const birth = parseCalendarDate(client.birthDate) ? client.birthDate! : saId ? (dateOfBirthFromIdNumber(saId, today) ?? '') : '';
  values.dateOfBirth = birth;
  const parsed = parseCalendarDate(birth);
  if (parsed) values.ageAtSignup = String(ageOn(parsed, resolveToday(today)));
  else if (saId) values.ageAtSignup = String(ageFromIdNumber(saId, today) ?? '');
  const gender = client.gender?.trim().toUpperCase();
  values.gender = gender === 'MALE' || gender === 'FEMALE' ? gender : saId ? (genderFromIdNumber(saId) ?? '') : '';
  return values;
}

export function initialChatSaleState(client: ChatSaleClient, start: StartAnswers, today?: Date): ChatSaleState {
  const holder = holderPrefill(client, today);
  const documents = client.documents ?? [];
  const income = typeof client.income === 'number' && client.income >= 0 ? client.income : null;
  return {
    coverAmount: start.coverAmount ?? DEFAULT_COVER_AMOUNT,
    idNumber: textOrNull(holder.idNumber),
    idType: textOrNull(holder.idType),
    age: holder.ageAtSignup ? Number(holder.ageAtSignup) : null,
    firstName: textOrNull(holder.firstNames),
    cellNumber: textOrNull(holder.cellNumber),
    gender: textOrNull(holder.gender),
    income,
    spouse: start.spouse ?? 'N',
    ageSpouse: start.spouse === 'Y' ? (start.ageSpouse ?? null) : null,
    children: start.children ?? 'N',
    acceptedTerms: client.acceptedTerms === true,
    members: [null, null, null, null, null, null, null],
    beneficiary: null,
    bankAccount: { ...bankAccountFormValues(null, true), existingAccountId: null },
    funeral: { paymentDueDay: DEFAULT_PAYMENT_DUE_DAY, paymentMethod: CHAT_PAYMENT_METHOD },
    idCardId: null,
    selfieId: null,
    known: {
      income: income !== null,
      idDocument: documents.some((document) => document.type === 'RSA_ID'),
      selfie: documents.some((document) => document.type === 'SELFIE'),
    },
  };
}

/** A member question's starting values: the answer given, else what earlier answers and the record say. */
export function memberInitialValues(state: ChatSaleState, slot: number, client: ChatSaleClient, today?: Date): ChatMemberValues {
  const answered = state.members[slot];
  if (answered) return answered;
  if (slot === HOLDER_SLOT) return holderPrefill(client, today);
  if (slot === SPOUSE_SLOT) return { ...EMPTY_MEMBER, ageAtSignup: state.ageSpouse === null ? '' : String(state.ageSpouse) };
  return { ...EMPTY_MEMBER };
}

// ---------------------------------------------------------------------------------------------
// The order of the questions

/** Which way the client answered a yes/no or Add another/Done question. */
export type ChatChoice = 'addAnother' | 'done' | undefined;

function childNumber(step: ChatSaleStep): number {
  return (CHILD_STEPS as readonly string[]).indexOf(step) + 1;
}

/** Where a question leads once answered (funeral.md §4 "Chat-style sale"), before skips. */
function chatNext(step: ChatSaleStep): (state: ChatSaleState, choice?: string) => ChatSaleStep | null {
  const child = childNumber(step);
  if (child > 0 && child < CHILD_STEPS.length) {
    return (state, choice) => (choice === 'addAnother' && state.children === 'Y' ? CHILD_STEPS[child] : 'beneficiarySpouse');
  }
  const rules: Partial<Record<ChatSaleStep, (state: ChatSaleState) => ChatSaleStep | null>> = {
    child5: () => 'beneficiarySpouse',
    beneficiarySpouse: (state) => (state.beneficiary?.isSpouse ? 'ownAccount' : 'beneficiaryInfo'),
    beneficiaryInfo: () => 'ownAccount',
    ownAccount: (state) => (state.bankAccount.ownAccount ? 'bankAccountInfo' : 'accountHolderInfo'),
    accountHolderInfo: () => 'bankAccountInfo',
    bankAccountInfo: (state) => (state.bankAccount.ownAccount ? 'completeSale' : 'doMandateSent'),
    doMandateSent: () => 'completeSale',
    completeSale: () => 'done',
    done: () => null,
  };
  // opening → terms → getIncome → doIdCard → selfie → mainMember → spouse → child1: the list's order.
  return rules[step] ?? ((_state) => CHAT_SALE_STEPS[CHAT_SALE_STEPS.indexOf(step) + 1] ?? null);
}

/** Whether the question is skipped (funeral.md §4): answered by the record, or about nobody. */
function chatSkip(step: ChatSaleStep): ((state: ChatSaleState) => boolean) | undefined {
  const rules: Partial<Record<ChatSaleStep, (state: ChatSaleState) => boolean>> = {
    terms: (state) => state.acceptedTerms,
    getIncome: (state) => state.known.income,
    doIdCard: (state) => state.known.idDocument,
    selfie: (state) => state.known.selfie,
    spouse: (state) => state.spouse !== 'Y',
    beneficiarySpouse: (state) => state.spouse !== 'Y',
    child1: (state) => state.children !== 'Y',
  };
  return rules[step];
}

/**
 * The chat's questions as the wizard engine takes them, for a wizard whose answers hold the
 * chat's state (`read`). The opening is asked only when the link lacks the calculator's answers.
 */
export function chatSaleSteps<V>(read: (values: V) => ChatSaleState): WizardStep<V, ChatSaleStep>[] {
  return CHAT_SALE_STEPS.map((step) => {
    const next = chatNext(step);
    const skip = chatSkip(step);
    return { id: step, next: (values: V, choice?: string) => next(read(values), choice), ...(skip ? { skip: (values: V) => skip(read(values)) } : {}) };
  });
}

/** The chat's questions over its sale state alone. */
const CHAT_SALE_QUESTIONS: WizardDefinition<ChatSaleState, ChatSaleStep> = { id: 'funeral.chat-sale', version: 1, steps: chatSaleSteps((state: ChatSaleState) => state) };

/** The next question once `step` was answered with `choice`, skips applied. */
export function nextStep(step: ChatSaleStep, state: ChatSaleState, choice?: ChatChoice): ChatSaleStep {
  return nextStepOf(CHAT_SALE_QUESTIONS, step, state, choice) ?? 'done';
}

/** Where the chat starts: the opening exchange when the calculator's answers are missing. */
export function firstStep(state: ChatSaleState, startComplete: boolean): ChatSaleStep {
  return startComplete ? (firstShownStep(CHAT_SALE_QUESTIONS, 'terms', state) ?? 'done') : 'opening';
}

// ---------------------------------------------------------------------------------------------
// The quote and the sale

/** The covered lives answered so far, in the sale's order, with their slots. */
export function coveredSlots(state: ChatSaleState): number[] {
  const slots = [HOLDER_SLOT];
  if (state.spouse === 'Y' && state.members[SPOUSE_SLOT]) slots.push(SPOUSE_SLOT);
  if (state.children === 'Y') {
    for (let slot = FIRST_CHILD_SLOT; slot < state.members.length; slot += 1) if (state.members[slot]) slots.push(slot);
  }
  return slots;
}

/** getPolicyQuote for the lives actually named (the premium shown before completeSale, quote-model.ts). */
export function chatQuoteVariables(state: ChatSaleState, today?: Date): QuoteVariables {
  const holder = state.members[HOLDER_SLOT] ?? EMPTY_MEMBER;
  const slots = coveredSlots(state);
  const spouse = slots.includes(SPOUSE_SLOT) ? state.members[SPOUSE_SLOT] : null;
  // A South African ID number gives the holder's age and gender, as the sale reads them.
  const idNumber = saIdNumber(holder, today) ?? null;
  return quoteVariablesFor({
    idNumber,
    age: wholeOrNull(holder.ageAtSignup),
    gender: idNumber ? null : textOrNull(holder.gender),
    coverAmount: state.coverAmount,
    spouseAge: spouse ? wholeOrNull(spouse.ageAtSignup) : undefined,
    childAges: slots.filter((slot) => slot >= FIRST_CHILD_SLOT).map((slot) => wholeOrNull(state.members[slot]!.ageAtSignup)),
    parents: null,
    extended: null,
    income: state.income,
  });
}

export interface ChatSaleVariables {
  variables: FuneralCreateSaleVariables;
  /** The state slot of each member sent, by its index in `members` (for the server's field errors). */
  memberSlots: number[];
}

/** The chat's answers as the one sale mapper reads them (sale/sale-mapper.ts): members 0 holder, 1 spouse, then children. */
export function chatSaleAnswers(state: ChatSaleState, stored: readonly ChatSaleBankAccount[]): SaleAnswers {
  const spouse = state.members[SPOUSE_SLOT];
  const existing = state.bankAccount.existingAccountId ? stored.find((candidate) => candidate.id === state.bankAccount.existingAccountId) : undefined;
  return {
    coverAmount: state.coverAmount,
    paymentDueDay: state.funeral.paymentDueDay,
    paymentMethod: state.funeral.paymentMethod,
    members: coveredSlots(state).map((slot) => ({ memberType: memberTypeOfSlot(slot), values: state.members[slot]! })),
    income: state.income,
    beneficiary: state.beneficiary?.isSpouse && spouse ? { spouse } : { answers: state.beneficiary ?? {} },
    bankAccount: state.bankAccount,
    storedAccount: existing,
  };
}

/** createSalesInteractionPolicyWithMembers's variables (NAEDO) and which slot each member came from. */
export function chatSaleVariables(state: ChatSaleState, idempotencyKey: string, stored: readonly ChatSaleBankAccount[], today?: Date): ChatSaleVariables {
  return { memberSlots: coveredSlots(state), variables: saleVariablesFor(chatSaleAnswers(state, stored), idempotencyKey, today) };
}

// ---------------------------------------------------------------------------------------------
// The server's field errors back on their questions

/** A question to ask again and the messages for its fields (form field names). */
export interface QuestionErrors {
  step: ChatSaleStep;
  errors: Record<string, string>;
}

const MEMBER_RENAME: Readonly<Record<string, string>> = { cellNumbers: 'cellNumber' };

/** Which question owns a field of the sale's arguments (`members.2.dateOfBirth`), and its form field. */
function questionOfField(field: string, state: ChatSaleState, memberSlots: readonly number[]): { step: ChatSaleStep; field: string } | undefined {
  const [root, second, third] = field.split('.');
  if (root === 'members' && second !== undefined && /^\d+$/.test(second)) {
    const slot = memberSlots[Number(second)];
    if (slot === undefined) return undefined;
    const name = third ?? '';
    if (slot === HOLDER_SLOT && name === 'income') return { step: 'getIncome', field: 'income' };
    return { step: stepOfSlot(slot), field: MEMBER_RENAME[name] ?? name };
  }
  if (root === 'beneficiary' && second) {
    if (state.beneficiary?.isSpouse) return { step: 'spouse', field: MEMBER_RENAME[second] ?? second };
    return { step: 'beneficiaryInfo', field: MEMBER_RENAME[second] ?? second };
  }
  if (root === 'bankAccount' && second) {
    if ((ACCOUNT_HOLDER_FIELDS as readonly string[]).includes(second)) return { step: 'accountHolderInfo', field: second };
    if (state.bankAccount.existingAccountId) return { step: 'bankAccountInfo', field: 'accountChoice' };
    return { step: 'bankAccountInfo', field: second === 'branchCode' || second === 'bankName' ? 'bankId' : second };
  }
  if (field === 'funeral.paymentDueDay') return { step: 'bankAccountInfo', field: 'paymentDueDay' };
  return undefined;
}

/**
 * The earliest question (in the chat's order) that a failed sale's field errors belong to, with
 * its messages; undefined when none belongs to a question (the sale's own message is shown).
 */
export function questionForServerErrors(fieldErrors: Readonly<Record<string, string>>, state: ChatSaleState, memberSlots: readonly number[]): QuestionErrors | undefined {
  let found: QuestionErrors | undefined;
  for (const [field, message] of Object.entries(fieldErrors)) {
    const owner = questionOfField(field, state, memberSlots);
    if (!owner) continue;
    if (!found || CHAT_SALE_STEPS.indexOf(owner.step) < CHAT_SALE_STEPS.indexOf(found.step)) found = { step: owner.step, errors: {} };
    if (found.step === owner.step) found.errors[owner.field] ??= message;
  }
  return found;
}
