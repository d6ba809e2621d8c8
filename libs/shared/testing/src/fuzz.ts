// Calls every query and mutation of a running test subgraph with hostile values (very long,
// Unicode, NUL, wrong types, malformed ids, huge lists) and reports every answer that is a fault
// (HTTP 5xx or INTERNAL_SERVER_ERROR). Values are generated from the subgraph's own schema, so a
// new field is fuzzed without changing any test.
import { randomUUID } from 'node:crypto';
import {
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import type { CallerIdentity } from '@imali/shared/nest';
import type { GraphQLResponse, TestSubgraph } from './test-subgraph';

/** Texts an attacker or a careless paste sends. */
export const HOSTILE_STRINGS: readonly string[] = [
  'a'.repeat(100_000),
  'x'.repeat(10_001),
  'Thandi\u0000Nkosi',
  '\u0000',
  'مرحبا بالعالم \u202Egpj.exe',
  '😀👩‍👩‍👧‍👦🇿🇦'.repeat(500),
  `e${'\u0301'.repeat(5_000)}`,
  "'; drop table client; --",
  '   ',
  '',
  '9001015009087',
  '0821234567',
  'a@'.repeat(2_000),
];

/** Values of the wrong type for any argument. */
const WRONG_TYPES: readonly unknown[] = [12345, 2 ** 53, -1.5, true, { nested: { deeper: 'x' } }, ['list'], Array(10_000).fill('x')];

/** Ids that name nothing (or are not ids at all). */
const HOSTILE_IDS: readonly unknown[] = ['not-a-uuid', '00000000-0000-0000-0000-000000000000', "1' or '1'='1", 42, 'a'.repeat(50_000), '\u0000'];

export interface FuzzFault {
  field: string;
  variables: string;
  status: number;
  error?: string;
}

export interface FuzzReport {
  calls: number;
  faults: FuzzFault[];
  /** Per root field, how many calls were answered with data (`OK`) or with each error code. */
  outcomes: Record<string, Record<string, number>>;
}

/** The subgraph's schema as its own introspection answers it. */
export async function introspect(subgraph: TestSubgraph, identity?: CallerIdentity): Promise<GraphQLSchema> {
  const answer = await subgraph.graphql<IntrospectionQuery>(getIntrospectionQuery(), undefined, identity);
  if (!answer.data) throw new Error(`introspection failed: ${JSON.stringify(answer.errors)}`);
  return buildClientSchema(answer.data);
}

/** A plausible value of `type` (so that other arguments do not hide the hostile one). */
function plain(type: GraphQLInputType, depth = 0): unknown {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return [plain(inner.ofType as GraphQLInputType, depth + 1)];
  const named = getNamedType(inner);
  if (isEnumType(named)) return named.getValues()[0]?.value ?? null;
  if (isInputObjectType(named)) {
    if (depth > 4) return null;
    return Object.fromEntries(Object.values(named.getFields()).map((field) => [field.name, plain(field.type, depth + 1)]));
  }
  switch (named.name) {
    case 'ID':
      return '3f2b8c1e-9a4d-4c7e-8f10-2b3c4d5e6f70';
    case 'Int':
      return 1;
    case 'Float':
      return 1.5;
    case 'Boolean':
      return true;
    default:
      return 'Thandi';
  }
}

/** Hostile values for a leaf of this type. */
function hostileLeaves(type: GraphQLInputType): unknown[] {
  const named = getNamedType(type);
  if (named.name === 'ID') return [...HOSTILE_IDS, ...HOSTILE_STRINGS.slice(0, 4)];
  if (isScalarType(named) && named.name === 'String') return [...HOSTILE_STRINGS, ...WRONG_TYPES.slice(0, 2)];
  return [...HOSTILE_STRINGS.slice(0, 3), ...WRONG_TYPES];
}

/**
 * Variants of one argument's value: for an input object, each field in turn made hostile (the
 * others plausible), and the whole object replaced by wrong types; for a leaf, each hostile value.
 */
function variants(type: GraphQLInputType, valid?: unknown): unknown[] {
  const inner = isNonNullType(type) ? type.ofType : type;
  const named = getNamedType(inner);
  const out: unknown[] = [];
  if (isListType(inner)) {
    const items = Array.isArray(valid) && valid.length > 0 ? valid : [plain(inner.ofType as GraphQLInputType)];
    out.push(Array(1_000).fill(items[0]));
    // Each hostile variant of the first entry, the other valid entries kept.
    for (const value of variants(inner.ofType as GraphQLInputType, items[0])) out.push([value, ...items.slice(1)]);
    return out;
  }
  if (isInputObjectType(named)) {
    const base = valid && typeof valid === 'object' ? (valid as Record<string, unknown>) : (plain(named) as Record<string, unknown>);
    for (const field of Object.values(named.getFields())) {
      for (const value of isLeafType(getNamedType(field.type)) ? hostileLeaves(field.type) : variants(field.type, base[field.name])) {
        out.push({ ...base, [field.name]: value });
      }
    }
    out.push('x'.repeat(20_000), 12, { unknownField: '\u0000' });
    return out;
  }
  return hostileLeaves(inner);
}

/** In `valid` variables: replaced by a new UUID in every call (idempotency keys, so no call replays another). */
export const FRESH_KEY = '<fresh-key>';

function withFreshKeys(value: unknown): unknown {
  if (value === FRESH_KEY) return randomUUID();
  if (Array.isArray(value)) return value.map(withFreshKeys);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, withFreshKeys(entry)]));
  return value;
}

const SKIPPED_ROOT_FIELDS = new Set(['_service', '_entities']);

/**
 * Calls every root field of `operation` with each variant of each argument, as each identity,
 * and collects every answer that is a fault. `concurrency` requests run at a time.
 */
export async function fuzzSubgraph(
  subgraph: TestSubgraph,
  schema: GraphQLSchema,
  identities: readonly CallerIdentity[],
  options: {
    concurrency?: number;
    /**
     * Variables that pass every rule, per root field name: each hostile value then replaces one
     * part of a valid call, so it reaches the service (and the database) instead of being
     * refused for the other arguments.
     */
    valid?: Record<string, Record<string, unknown>>;
  } = {},
): Promise<FuzzReport> {
  const calls: { field: string; query: string; variables: Record<string, unknown>; identity: CallerIdentity }[] = [];
  for (const [kind, root] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as [string, GraphQLObjectType | null | undefined][]) {
    for (const field of Object.values(root?.getFields() ?? {}) as GraphQLField<unknown, unknown>[]) {
      if (SKIPPED_ROOT_FIELDS.has(field.name)) continue;
      const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
      const definitions = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
      const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
      const query = `${kind}${definitions ? `(${definitions})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
      // With a valid call given, the arguments it leaves out stay out; without one, each gets a plausible value.
      const valid = options.valid?.[field.name];
      const base = valid ?? Object.fromEntries(field.args.map((arg) => [arg.name, plain(arg.type)]));
      const sets: Record<string, unknown>[] = [base];
      for (const arg of field.args) for (const value of variants(arg.type, base[arg.name])) sets.push({ ...base, [arg.name]: value });
      for (const identity of identities) for (const variables of sets) calls.push({ field: `${root?.name}.${field.name}`, query, variables, identity });
    }
  }

  const faults: FuzzFault[] = [];
  const outcomes: Record<string, Record<string, number>> = {};
  let next = 0;
  const worker = async () => {
    while (next < calls.length) {
      const call = calls[next++]!;
      let answer: GraphQLResponse;
      try {
        answer = await subgraph.graphql(call.query, withFreshKeys(call.variables) as Record<string, unknown>, call.identity);
      } catch (error) {
        faults.push({ field: call.field, variables: describe(call.variables), status: 0, error: String(error) });
        continue;
      }
      const outcome = String(answer.errors?.[0]?.extensions?.['code'] ?? (answer.errors ? 'NO_CODE' : 'OK'));
      const counts = (outcomes[call.field] ??= {});
      counts[outcome] = (counts[outcome] ?? 0) + 1;
      const internal = answer.errors?.find((e) => e.extensions?.['code'] === 'INTERNAL_SERVER_ERROR' || !e.extensions?.['code']);
      if (answer.status >= 500 || internal) {
        faults.push({ field: call.field, variables: describe(call.variables), status: answer.status, error: internal?.message });
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
  return { calls: calls.length, faults, outcomes };
}

/** A short, readable form of the variables of a failing call. */
function describe(variables: Record<string, unknown>): string {
  return JSON.stringify(variables, (_key, value: unknown) => {
    if (typeof value === 'string' && value.length > 40) return `${value.slice(0, 20)}…(${value.length} chars)`;
    if (Array.isArray(value) && value.length > 5) return `[${value.length} items]`;
    return value;
  });
}
