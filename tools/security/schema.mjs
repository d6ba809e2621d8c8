// The client-facing API schema (apps/gateway/api-schema.graphql, composed from the subgraphs)
// turned into callable operations: every root field with generated variables and a selection of
// its answer, so new queries and mutations are attacked without anyone listing them here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { buildSchema, getNamedType, isEnumType, isInputObjectType, isListType, isNonNullType, isObjectType, isScalarType } from 'graphql';

const root = new URL('../..', import.meta.url).pathname;

export function loadApiSchema() {
  return buildSchema(readFileSync(join(root, 'apps/gateway/api-schema.graphql'), 'utf8'));
}

/** [{ kind: 'query' | 'mutation', name, field }] for every root field. */
export function rootFields(schema) {
  const out = [];
  for (const [kind, type] of [['query', schema.getQueryType()], ['mutation', schema.getMutationType()]]) {
    for (const field of Object.values(type?.getFields() ?? {})) out.push({ kind, name: field.name, field });
  }
  return out;
}

/** A selection of every field without required arguments, nested `depth` object levels deep. */
export function selectionOf(type, depth = 3) {
  const named = getNamedType(type);
  if (!isObjectType(named)) return '';
  if (depth <= 0) return '{ __typename }';
  const parts = [];
  for (const field of Object.values(named.getFields())) {
    if (field.args.some((a) => isNonNullType(a.type) && a.defaultValue === undefined)) continue;
    const inner = getNamedType(field.type);
    if (isObjectType(inner)) parts.push(`${field.name} ${selectionOf(inner, depth - 1)}`);
    else parts.push(field.name);
  }
  return `{ ${parts.join(' ')} }`;
}

/** `mutation Sec_name($a: T!) { name(a: $a) { ... } }` for one root field. */
export function operationText({ kind, name, field }, depth = 3) {
  const vars = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  return `${kind} Sec_${name}${vars ? `(${vars})` : ''} { ${name}${args ? `(${args})` : ''} ${selectionOf(field.type, depth)} }`;
}

/** YYYY-MM-DD of a birthday `age` years and a month ago. */
export function bornYearsAgo(age) {
  const day = new Date(Date.now() - 30 * 86_400_000);
  day.setUTCFullYear(day.getUTCFullYear() - age);
  return day.toISOString().slice(0, 10);
}

export const TINY_PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/**
 * Valid-looking values by field name (`Type.field` first, then `field`), so validation passes and
 * what refuses a call is the rule under test (ownership, the session guard), not a typo.
 */
function namedValue(typeName, fieldName, ids) {
  const table = {
    'SaleMemberInput.memberType': 'POLICY_HOLDER',
    'SaleMemberInput.idNumber': ids.idNumber,
    'SaleMemberInput.ageAtSignup': ids.age ?? 35,
    'SaleMemberInput.income': 15000,
    'SaleMemberInput.email': 'buyer@example.co.za',
    'SaleMemberInput.relationship': undefined,
    'SaleBeneficiaryInput.idNumber': undefined,
    'SaleBeneficiaryInput.idType': undefined,
    'CreateMemberInput.memberType': 'CHILD',
    'CreateMemberInput.ageAtSignup': 5,
    'ThirdPartyFuneralPolicyInput.companyName': 'Old Mutual',
    'ThirdPartyFuneralPolicyInput.coverAmount': 10000,
    'ThirdPartyFuneralPolicyInput.premiumAmount': 100,
    'ThirdPartyFuneralPolicyInput.livesCovered': ['POLICY_HOLDER'],
    'ClientObligationInput.source': 'CLIENT_MANUAL_ENTRY',
    'CreateClientDocumentInput.type': 'OTHER',
    'CreateClientDocumentInput.name': 'Statement',
    'SignUpInput.idType': 'rsa_id',
    'SignUpInput.idNumber': ids.idNumber,
    'SignUpInput.password': 'Correct-horse-battery-9',
    'SignInInput.username': ids.idNumber,
    'SignInInput.password': 'Not-the-password-123',
    'Query.getPolicyQuote.coverAmount': 30000,
    'Query.getPolicyQuote.age': 35,
  };
  const byName = {
    coverAmount: 30000,
    paymentDueDay: 25,
    paymentMethod: 'DEBI_CHECK',
    firstNames: 'Sipho',
    firstName: 'Sipho',
    surname: 'Dube',
    gender: 'MALE',
    ageAtSignup: 35,
    idType: 'rsa_id',
    cellNumbers: ['0825550101'],
    cellNumber: '0825550101',
    talkAbout: 'Funeral Cover',
    idempotencyKey: randomUUID(),
    branchCode: '250655',
    accountNo: `62${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
    cancelReason: 'Too expensive',
    communicationType: 'SMS',
    OTP: '1234',
    dataBase64: TINY_PNG_BASE64,
    income: 15000,
    idNumber: ids.idNumber,
    name: 'CONST_TERMS',
    relationship: 'Cousin',
  };
  const key = `${typeName}.${fieldName}`;
  if (key in table) return table[key];
  if (fieldName in byName) return byName[fieldName];
  return undefined;
}

/** An ID argument: one of the target's records, chosen by the argument's and the root field's names. */
export function idFor(rootName, fieldName, ids) {
  const n = fieldName.toLowerCase();
  const r = rootName.toLowerCase();
  const pick = (k) => ids[k] ?? randomUUID();
  if (n === 'clientid' || n === 'forclientid' || n === 'salespersonid') return pick('clientId');
  if (n === 'fileid') return pick('fileId');
  if (n === 'policyid' || n === 'funeralid') return pick('policyId');
  if (n.includes('bankaccount')) return pick('bankAccountId');
  if (n === 'id') {
    if (r.includes('member')) return pick('memberId');
    if (r.includes('obligation')) return pick('obligationId');
    if (r.includes('bank')) return pick('bankAccountId');
    if (r.includes('document')) return pick('documentId');
    if (r === 'file') return pick('fileId');
    if (r.includes('funeral')) return pick('policyId');
    return pick('clientId');
  }
  return randomUUID();
}

/**
 * Variables for one root field: required arguments always, optional ones only when they carry an
 * id or a known value (fewer side effects on the caller's own record).
 */
export function variablesFor({ kind, name, field }, ids) {
  const rootType = kind === 'query' ? 'Query' : 'Mutation';
  const variables = {};
  for (const arg of field.args) {
    const value = valueOf(arg.type, `${rootType}.${name}`, arg.name, name, ids, isNonNullType(arg.type));
    if (value !== undefined) variables[arg.name] = value;
  }
  return variables;
}

function valueOf(type, ownerName, fieldName, rootName, ids, required) {
  if (isNonNullType(type)) return valueOf(type.ofType, ownerName, fieldName, rootName, ids, true);
  if (isListType(type)) {
    const known = namedValue(ownerName, fieldName, ids);
    if (Array.isArray(known)) return known;
    const inner = valueOf(type.ofType, ownerName, fieldName, rootName, ids, true);
    return inner === undefined ? (required ? [] : undefined) : [inner];
  }
  const named = getNamedType(type);
  if (isInputObjectType(named)) {
    const out = {};
    for (const f of Object.values(named.getFields())) {
      const v = valueOf(f.type, named.name, f.name, rootName, ids, isNonNullType(f.type));
      if (v !== undefined) out[f.name] = v;
    }
    return out;
  }
  const known = namedValue(ownerName, fieldName, ids);
  if (named.name === 'ID') return idFor(rootName, fieldName, ids);
  if (known !== undefined) return known;
  if (!required) return undefined;
  if (isEnumType(named)) return named.getValues()[0].value;
  if (isScalarType(named)) {
    if (named.name === 'Int') return 1;
    if (named.name === 'Float') return 1;
    if (named.name === 'Boolean') return false;
    if (named.name === 'DateTime') return new Date().toISOString();
    return 'Test';
  }
  return undefined;
}

/** Every leaf of `variables` with its path and GraphQL type, for the fuzzer. */
export function leavesOf(field, variables) {
  const out = [];
  const walk = (type, value, path) => {
    if (isNonNullType(type)) return walk(type.ofType, value, path);
    if (isListType(type)) {
      if (Array.isArray(value)) value.forEach((v, i) => walk(type.ofType, v, [...path, i]));
      return;
    }
    const named = getNamedType(type);
    if (isInputObjectType(named)) {
      for (const f of Object.values(named.getFields())) {
        // Optional input fields are fuzzed too, not only those the valid call sends.
        walk(f.type, value?.[f.name], [...path, f.name]);
      }
      return;
    }
    out.push({ path, type: named.name, isEnum: isEnumType(named) });
  };
  for (const arg of field.args) walk(arg.type, variables[arg.name], [arg.name]);
  return out;
}

/** A deep copy of `variables` with the value at `path` replaced. */
export function withValue(variables, path, value) {
  const copy = structuredClone(variables);
  let at = copy;
  for (let i = 0; i < path.length - 1; i++) {
    const key = path[i];
    if (at[key] === undefined || at[key] === null) at[key] = typeof path[i + 1] === 'number' ? [] : {};
    at = at[key];
  }
  at[path[path.length - 1]] = value;
  return copy;
}
