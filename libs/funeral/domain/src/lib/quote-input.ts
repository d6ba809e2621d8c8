// Reading and checking a getPolicyQuote input (funeral.md sections 3, 5 and 7) with the shared
// rules and messages. Nothing here throws: every problem becomes a { field, message }.
import {
  betweenMessage,
  REQUIRED_MESSAGE,
  SA_ID_NUMBER_MESSAGE,
  SELECT_ONE_MESSAGE,
  validateBetween,
  validateNumber,
  validateSaIdNumber,
  validateWholeNumber,
  type FieldError,
  type Gender,
  type Validator,
} from '@imali/shared/validation';
import { validateCoverAmount } from './cover-amounts';
import {
  AGE_DOES_NOT_MATCH_ID_NUMBER_MESSAGE,
  AGE_LIMITS_BY_MEMBER_TYPE,
  ageForMemberTypeMessage,
  ageRangeMessage,
  validateAgeForMemberType,
  validateAgeRange,
  type CoveredMemberType,
} from './covered-ages';
import { QUOTE_MEMBER_LIMITS, type MemberLimits } from './member-limits';
import { isCoveredMemberState } from './policy-labels';
import { ageAndGenderFromIdNumber, DEFAULT_QUOTE_COVER_AMOUNT, defaultDependant, defaultSpouseAge, type QuoteLifeDefault } from './quote-defaults';

/** A parent or extended member in a quote: age and gender (spec), optionally an ID number. */
export interface QuoteDependantInput {
  readonly age?: number | string | null;
  readonly gender?: string | null;
  /** Not in the spec's quote; with it the life's existing funeral cover can be counted. */
  readonly idNumber?: string | null;
}

/** getPolicyQuote's inputs (funeral.md section 7), plus the optional `childAges`. */
export interface FuneralQuoteInput {
  readonly idNumber?: string | null;
  readonly age?: number | string | null;
  readonly ageSpouse?: number | string | null;
  readonly gender?: string | null;
  /** true/false, or Y/N as the chat-style sale keeps it. */
  readonly spouse?: boolean | string | null;
  /** How many children (0 to 5). */
  readonly children?: number | string | null;
  /** 10000 to 60000 in steps of 10000; 30000 when not given. */
  readonly coverAmount?: number | string | null;
  readonly parents?: readonly QuoteDependantInput[] | null;
  readonly extended?: readonly QuoteDependantInput[] | null;
  /** Recorded, not priced; at most 6 digits. */
  readonly income?: number | string | null;
  /**
   * Not in the spec's quote: the children's ages when known (at most `children` of them), so
   * that the statutory child caps apply. A child without an age is priced as the dearest age.
   */
  readonly childAges?: readonly (number | string | null | undefined)[] | null;
}

/** Where a life's age came from: typed in, read from an ID number, a spec default, or unknown. */
export type AgeSource = 'GIVEN' | 'ID_NUMBER' | 'DEFAULT' | 'UNKNOWN';

/** A life ready to price. */
export interface LifeSpec {
  readonly memberType: CoveredMemberType;
  readonly age: number | undefined;
  readonly ageSource: AgeSource;
  readonly gender: Gender | undefined;
  /** Trimmed, when a valid one was given: the key into existing cover. */
  readonly idNumber: string | undefined;
}

export interface ReadQuoteResult {
  readonly errors: FieldError[];
  readonly lives: LifeSpec[];
  readonly coverAmount: number;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (typeof value === 'number' && Number.isNaN(value));
}

/** Own property of a plain input object (never the prototype's). */
function field(input: unknown, key: string): unknown {
  return input !== null && typeof input === 'object' && Object.hasOwn(input, key) ? (input as Record<string, unknown>)[key] : undefined;
}

class Reader {
  readonly errors: FieldError[] = [];

  constructor(readonly today: Date) {}

  fail(path: string, message: string): undefined {
    this.errors.push({ field: path, message });
    return undefined;
  }

  /** A whole number checked by `inRange`; undefined when blank or failing (failure recorded). */
  whole(value: unknown, path: string, inRange: Validator): number | undefined {
    if (isBlank(value)) return undefined;
    const message = validateWholeNumber(value) ?? inRange(value);
    return message === undefined ? Number(value) : this.fail(path, message);
  }

  gender(value: unknown, path: string): Gender | undefined {
    if (isBlank(value)) return undefined;
    const text = typeof value === 'string' ? value.trim().toUpperCase() : '';
    return text === 'MALE' || text === 'FEMALE' ? text : this.fail(path, SELECT_ONE_MESSAGE);
  }

  /** A valid ID number's age and gender; undefined when blank or invalid (failure recorded). */
  idNumber(value: unknown, path: string): (QuoteLifeDefault & { idNumber: string }) | undefined {
    if (isBlank(value)) return undefined;
    const idNumber = typeof value === 'string' ? value.trim() : value;
    const message = validateSaIdNumber(idNumber, undefined, this.today);
    const read = message === undefined ? ageAndGenderFromIdNumber(idNumber, this.today) : undefined;
    return read && typeof idNumber === 'string' ? { ...read, idNumber } : this.fail(path, message ?? SA_ID_NUMBER_MESSAGE);
  }
}

/** One of the cover amounts; undefined when blank or failing (failure recorded). */
function readCoverAmount(reader: Reader, value: unknown): number | undefined {
  if (isBlank(value)) return undefined;
  const message = validateCoverAmount(value);
  return message === undefined ? Number(value) : reader.fail('coverAmount', message);
}

const SPOUSE_YES = new Set(['TRUE', 'Y', 'YES']);
const SPOUSE_NO = new Set(['FALSE', 'N', 'NO']);

function readSpouse(reader: Reader, value: unknown): boolean {
  if (isBlank(value)) return false;
  if (typeof value === 'boolean') return value;
  const text = typeof value === 'string' ? value.trim().toUpperCase() : '';
  if (SPOUSE_YES.has(text)) return true;
  if (!SPOUSE_NO.has(text)) reader.fail('spouse', SELECT_ONE_MESSAGE);
  return false;
}

const { min: HOLDER_MIN, max: HOLDER_MAX } = AGE_LIMITS_BY_MEMBER_TYPE.POLICY_HOLDER;
const { min: SPOUSE_MIN, max: SPOUSE_MAX } = AGE_LIMITS_BY_MEMBER_TYPE.SPOUSE;
const MAX_INCOME = 999_999;

interface Holder {
  readonly age: number;
  readonly gender: Gender;
  readonly ageSource: AgeSource;
  readonly idNumber: string | undefined;
}

/** The holder's age and gender: from a valid ID number when given, else as typed. */
function readHolder(reader: Reader, input: unknown): Holder | undefined {
  const idValue = field(input, 'idNumber');
  const fromId = reader.idNumber(idValue, 'idNumber');
  if (fromId && (fromId.age < HOLDER_MIN || fromId.age > HOLDER_MAX)) reader.fail('idNumber', ageRangeMessage(HOLDER_MIN, HOLDER_MAX));
  const age = reader.whole(field(input, 'age'), 'age', validateAgeRange(HOLDER_MIN, HOLDER_MAX));
  if (fromId) {
    if (age !== undefined && age !== fromId.age) reader.fail('age', AGE_DOES_NOT_MATCH_ID_NUMBER_MESSAGE);
    return { age: fromId.age, gender: fromId.gender, ageSource: 'ID_NUMBER', idNumber: fromId.idNumber };
  }
  const genderValue = field(input, 'gender');
  const gender = reader.gender(genderValue, 'gender');
  // With an ID number that failed, its own message is enough (the ID variant has no other fields).
  if (isBlank(idValue)) {
    if (isBlank(field(input, 'age'))) reader.fail('age', REQUIRED_MESSAGE);
    if (isBlank(genderValue)) reader.fail('gender', REQUIRED_MESSAGE);
  }
  return age !== undefined && gender !== undefined ? { age, gender, ageSource: 'GIVEN', idNumber: undefined } : undefined;
}

/** Parents (type PARENT) or extended members: each with its age, ID number or the defaults. */
function readDependants(
  reader: Reader,
  value: unknown,
  path: 'parents' | 'extended',
  memberType: 'PARENT' | 'EXTENDED',
  limit: number,
  holder: Holder | undefined,
): LifeSpec[] {
  if (isBlank(value)) return [];
  if (!Array.isArray(value) || value.length > limit) return reader.fail(path, betweenMessage(0, limit)) ?? [];
  const { min, max } = AGE_LIMITS_BY_MEMBER_TYPE[memberType];
  const lives: LifeSpec[] = [];
  value.forEach((entry: unknown, index) => {
    const at = `${path}[${index}]`;
    if (entry === null || typeof entry !== 'object') return void reader.fail(at, REQUIRED_MESSAGE);
    const fromId = reader.idNumber(field(entry, 'idNumber'), `${at}.idNumber`);
    const age = reader.whole(field(entry, 'age'), `${at}.age`, validateAgeForMemberType(memberType));
    const gender = reader.gender(field(entry, 'gender'), `${at}.gender`);
    if (fromId && age !== undefined && age !== fromId.age) reader.fail(`${at}.age`, AGE_DOES_NOT_MATCH_ID_NUMBER_MESSAGE);
    if (fromId && age === undefined && isBlank(field(entry, 'age')) && (fromId.age < min || fromId.age > max)) {
      reader.fail(`${at}.idNumber`, ageForMemberTypeMessage(min, max));
    }
    const fallback = holder ? defaultDependant(holder.age, holder.gender) : undefined;
    const ageSource: AgeSource = age !== undefined ? 'GIVEN' : fromId ? 'ID_NUMBER' : 'DEFAULT';
    lives.push({
      memberType,
      age: age ?? fromId?.age ?? fallback?.age,
      ageSource,
      gender: gender ?? fromId?.gender ?? fallback?.gender,
      idNumber: fromId?.idNumber,
    });
  });
  return lives;
}

function readChildren(reader: Reader, input: unknown, limit: number): LifeSpec[] {
  const agesValue = field(input, 'childAges');
  const ages: readonly unknown[] | undefined = isBlank(agesValue) ? undefined : Array.isArray(agesValue) ? agesValue : reader.fail('childAges', betweenMessage(0, limit));
  const countValue = field(input, 'children');
  const count = isBlank(countValue) ? (ages?.length ?? 0) : reader.whole(countValue, 'children', validateBetween(0, limit));
  if (count === undefined) return [];
  if (ages && ages.length > count) return reader.fail('childAges', betweenMessage(0, count)) ?? [];
  const children: LifeSpec[] = [];
  for (let index = 0; index < count; index += 1) {
    const age = reader.whole(ages?.[index], `childAges[${index}]`, validateAgeForMemberType('CHILD'));
    children.push({ memberType: 'CHILD', age, ageSource: age === undefined ? 'UNKNOWN' : 'GIVEN', gender: undefined, idNumber: undefined });
  }
  return children;
}

/**
 * Checks a quote input and turns it into the lives to price, in the order holder, spouse,
 * children, parents, extended. Defaults (funeral.md section 4): cover 30000; spouse age 3 years
 * younger than a male holder and older than a female one; a parent or extended member without
 * details is female, 17 years older than a male holder, 20 older than a female one. When an ID
 * number is given the holder's age and gender come from it.
 */
export function readQuoteInput(input: unknown, today: Date, limits: MemberLimits = QUOTE_MEMBER_LIMITS): ReadQuoteResult {
  const reader = new Reader(today);
  const holder = readHolder(reader, input);

  const coverAmount = readCoverAmount(reader, field(input, 'coverAmount')) ?? DEFAULT_QUOTE_COVER_AMOUNT;

  const lives: LifeSpec[] = [];
  if (holder) lives.push({ memberType: 'POLICY_HOLDER', age: holder.age, ageSource: holder.ageSource, gender: holder.gender, idNumber: holder.idNumber });

  if (readSpouse(reader, field(input, 'spouse'))) {
    const given = reader.whole(field(input, 'ageSpouse'), 'ageSpouse', validateAgeRange(SPOUSE_MIN, SPOUSE_MAX));
    const age = given ?? (holder && isBlank(field(input, 'ageSpouse')) ? defaultSpouseAge(holder.age, holder.gender) : undefined);
    lives.push({ memberType: 'SPOUSE', age, ageSource: given === undefined ? 'DEFAULT' : 'GIVEN', gender: undefined, idNumber: undefined });
  }

  lives.push(...readChildren(reader, input, limits.CHILD));
  lives.push(...readDependants(reader, field(input, 'parents'), 'parents', 'PARENT', limits.PARENT, holder));
  lives.push(...readDependants(reader, field(input, 'extended'), 'extended', 'EXTENDED', limits.EXTENDED, holder));

  const income = field(input, 'income');
  if (!isBlank(income)) {
    const message = validateNumber(income);
    if (message) reader.fail('income', message);
    else if (Number(income) < 0 || Number(income) > MAX_INCOME) reader.fail('income', betweenMessage(0, MAX_INCOME));
  }

  return { errors: reader.errors, lives, coverAmount };
}

/** A covered life of a sale or an existing policy (members with their ages, from their DOB). */
export interface CoveredLifeInput {
  readonly memberType: string;
  readonly age?: number | string | null;
  readonly gender?: string | null;
  readonly idNumber?: string | null;
  /** A stored member's state; members not in a covered state are not priced. */
  readonly state?: string | null;
}

const LIMIT_NOUNS: Readonly<Record<Exclude<CoveredMemberType, 'POLICY_HOLDER'>, string>> = {
  SPOUSE: 'spouse',
  CHILD: 'children',
  PARENT: 'parents or in-laws',
  EXTENDED: 'extended family members',
};

/**
 * Checks the members and cover amount (required) of a sale or policy. A child may have no age;
 * everyone else needs an age or an ID number.
 */
export function readCoveredLives(input: unknown, coverValue: unknown, today: Date, limits: MemberLimits): ReadQuoteResult {
  const reader = new Reader(today);
  const lives: LifeSpec[] = [];
  const coverAmount = readCoverAmount(reader, coverValue) ?? DEFAULT_QUOTE_COVER_AMOUNT;
  if (isBlank(coverValue)) reader.fail('coverAmount', REQUIRED_MESSAGE);
  if (!Array.isArray(input)) return { errors: [...reader.errors, { field: 'lives', message: REQUIRED_MESSAGE }], lives, coverAmount };
  input.forEach((entry: unknown, index) => {
    const at = `lives[${index}]`;
    const typeValue = field(entry, 'memberType');
    const memberType = typeof typeValue === 'string' ? typeValue.trim().toUpperCase() : '';
    if (memberType === 'BENEFICIARY') return;
    if (!Object.hasOwn(AGE_LIMITS_BY_MEMBER_TYPE, memberType)) return void reader.fail(`${at}.memberType`, SELECT_ONE_MESSAGE);
    const state = field(entry, 'state');
    if (!isBlank(state) && !isCoveredMemberState(state)) return;
    const type = memberType as CoveredMemberType;
    const { min, max } = AGE_LIMITS_BY_MEMBER_TYPE[type];
    const fromId = reader.idNumber(field(entry, 'idNumber'), `${at}.idNumber`);
    const age = reader.whole(field(entry, 'age'), `${at}.age`, validateAgeForMemberType(type));
    if (fromId && age !== undefined && age !== fromId.age) reader.fail(`${at}.age`, AGE_DOES_NOT_MATCH_ID_NUMBER_MESSAGE);
    const idAgeUsed = fromId && age === undefined && isBlank(field(entry, 'age'));
    if (idAgeUsed && (fromId.age < min || fromId.age > max)) reader.fail(`${at}.idNumber`, ageForMemberTypeMessage(min, max));
    const finalAge = age ?? (idAgeUsed ? fromId.age : undefined);
    if (finalAge === undefined && type !== 'CHILD' && isBlank(field(entry, 'age')) && !fromId) reader.fail(`${at}.age`, REQUIRED_MESSAGE);
    lives.push({
      memberType: type,
      age: finalAge,
      ageSource: age !== undefined ? 'GIVEN' : idAgeUsed ? 'ID_NUMBER' : 'UNKNOWN',
      gender: reader.gender(field(entry, 'gender'), `${at}.gender`) ?? fromId?.gender,
      idNumber: fromId?.idNumber,
    });
  });
  const holders = lives.filter((life) => life.memberType === 'POLICY_HOLDER').length;
  if (holders !== 1) reader.fail('lives', 'A policy covers exactly one policy holder');
  for (const [type, noun] of Object.entries(LIMIT_NOUNS) as [keyof typeof LIMIT_NOUNS, string][]) {
    const count = lives.filter((life) => life.memberType === type).length;
    if (count > limits[type]) reader.fail('lives', `At most ${limits[type]} ${noun} can be covered`);
  }
  return { errors: reader.errors, lives, coverAmount };
}
