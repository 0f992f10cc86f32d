/**
 * fast-check arbitraries driven by the contracts' zod schemas (the ones each route registers for body, query and
 * path), plus hostile values: control characters, huge and deeply nested values, `__proto__` keys, wrong types.
 */
import fc from 'fast-check';

/** Values that make generated requests reach deeper than random text would (real ids, slots, zones, codes). */
export type Pools = { ids: string[]; emails: string[]; words: string[] };

type Def = { type: string; [key: string]: unknown };
type Check = { check?: string; format?: string; pattern?: RegExp; minimum?: number; maximum?: number; value?: number };
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def): Check[] => ((def.checks as { _zod: { def: Check } }[] | undefined) ?? []).map((c) => c._zod.def);

const SLOT_MS = 45 * 60_000;
const DAY_MS = 86_400_000;

/** Date-times around now; half of them on the 45-minute grid from UTC midnight (the test therapists' slots). */
const dateTimes = fc.oneof(
  fc.integer({ min: -2 * 32, max: 20 * 32 }).map((n) => new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + n * SLOT_MS).toISOString()),
  fc.integer({ min: -3 * DAY_MS, max: 40 * DAY_MS }).map((ms) => new Date(Date.now() + ms).toISOString()),
);

function stringArbitrary(def: Def, pools: Pools): fc.Arbitrary<string> {
  if (def.format === 'uuid') return fc.oneof(fc.constantFrom(...pools.ids), fc.uuid());
  if (def.format === 'datetime') return dateTimes;
  const checks = checksOf(def);
  const max = Math.min(checks.find((c) => c.check === 'max_length')?.maximum ?? 40, 60);
  const min = Math.min(checks.find((c) => c.check === 'min_length')?.minimum ?? 0, max);
  const pattern = checks.find((c) => c.format === 'regex')?.pattern;
  const options: fc.Arbitrary<string>[] = [fc.string({ minLength: min, maxLength: max }), fc.constantFrom(...pools.words, ...pools.emails)];
  if (pattern) {
    try {
      options.push(fc.stringMatching(pattern).filter((s) => s.length <= 300));
    } catch {
      // a pattern fast-check cannot invert: random text and the pools still apply
    }
  }
  return fc.oneof(...options);
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  const checks = checksOf(def);
  const int = checks.some((c) => c.format === 'safeint');
  const low = checks.find((c) => c.check === 'greater_than')?.value;
  const high = checks.find((c) => c.check === 'less_than')?.value;
  const edges = fc.constantFrom(0, -1, 1, 2.5, 1e21, -1e21, Number.MAX_SAFE_INTEGER + 2);
  const ranged = int
    ? fc.integer({ min: Math.max(low ?? -1000, -1e9), max: Math.min(high ?? 1000, 1e9) })
    : fc.double({ min: low ?? -1000, max: high ?? 1000, noNaN: true });
  return fc.oneof(ranged, edges);
}

/** An arbitrary of values the schema may accept (and often nearly accept). */
export function arbitraryOf(schema: unknown, pools: Pools, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (s: unknown) => arbitraryOf(s, pools, depth + 1);
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      const required = Object.keys(shape).filter((k) => !['optional', 'default'].includes(defOf(shape[k]).type));
      return fc.record(Object.fromEntries(Object.entries(shape).map(([k, s]) => [k, inner(s)])), { requiredKeys: required });
    }
    case 'string':
      return stringArbitrary(def, pools);
    case 'number':
      return numberArbitrary(def);
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'array': {
      const max = checksOf(def).find((c) => c.check === 'max_length')?.maximum ?? 5;
      return fc.array(inner(def.element), { maxLength: Math.min(max + 1, 8) });
    }
    case 'optional':
    case 'default':
    case 'readonly':
      return inner(def.innerType);
    case 'nullable':
      return fc.option(inner(def.innerType), { nil: null });
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map(inner));
    case 'pipe':
      return inner(def.in);
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 10 }), inner(def.valueType), { maxKeys: 3 });
    default:
      return depth > 3 ? fc.constant(null) : fc.jsonValue({ maxDepth: 2 });
  }
}

/** Deeply nested JSON: `{"a":{"a":...}}` `levels` deep. */
export function nested(levels: number): unknown {
  let v: unknown = 'x';
  for (let i = 0; i < levels; i++) v = { a: v, b: [v === 'x' ? 1 : 0] };
  return v;
}

/** Strings no form sends: control characters, escapes, lone surrogates, injections, path tricks, huge ones. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\u0007\u001b[31mred',
    '\u007f',
    '\u0085',
    '\ud800',
    '\udfff\ud800',
    '𝕏💥\u200f\u202e',
    "'; DROP TABLE users; --",
    '%00',
    '%',
    '../../etc/passwd',
    '${jndi:ldap://x}',
    '<script>alert(1)</script>',
    '__proto__',
    'constructor',
    'prototype',
    '',
    ' ',
    '\t\n\r',
    'null',
    'true',
    '0',
    '-1',
    '1e999',
    'NaN',
    'é'.repeat(3000),
  ),
  fc.string({ unit: 'binary', maxLength: 24 }),
  fc.constant('x'.repeat(300_000)), // past the body limit: 413
);

/** Any hostile value in place of a field: hostile strings, wrong types, deep nesting, prototype keys. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(null, 0, -1, 1.5, true, false, [], {}, [[[[]]]], { __proto__: null, constructor: { prototype: { x: 1 } } }),
  fc.integer(),
  fc.array(hostileString, { maxLength: 3 }),
  fc.constant(nested(200)),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Replaces one field of a (generated) object, or adds unknown ones, or returns a wrong type altogether. */
export function mutate(value: unknown): fc.Arbitrary<unknown> {
  const keys = value && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : [];
  const replaceOne =
    keys.length > 0 ? fc.tuple(fc.constantFrom(...keys), hostileValue).map(([k, v]) => ({ ...(value as object), [k]: v })) : hostileValue;
  const addKeys = fc
    .tuple(fc.constantFrom('constructor', 'prototype', 'toString', 'extra', 'role', 'approved'), hostileValue)
    .map(([k, v]) => (keys.length > 0 ? { ...(value as object), [k]: v } : { [k]: v }));
  return fc.oneof({ weight: 4, arbitrary: replaceOne }, { weight: 1, arbitrary: addKeys }, { weight: 1, arbitrary: hostileValue });
}
