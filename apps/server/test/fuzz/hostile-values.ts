import fc from 'fast-check';

/** Values that have broken servers before: injections, odd unicode, edge numbers and dates. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'null',
  'undefined',
  'NaN',
  'true',
  '-1',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '1); SELECT pg_sleep(5); --',
  "%' AND 1=1 AND '%'='",
  '\\',
  "\\'",
  '$1',
  '${jndi:ldap://x/a}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '%',
  '\r\nX-Injected: 1',
  '\t\n\u000b\f',
  'ＡＢＣ＠ｅｘａｍｐｌｅ．ｃｏｍ',
  '𝕳𝖊𝖑𝖑𝖔',
  '👩‍👩‍👧‍👦',
  'e\u0301'.repeat(50),
  '\u202Egnp.exe',
  '\uFEFFbom',
  '\uD800',
  '\uDFFF\uD800',
  'Z̷̛͙a̶̜͝l̵̞̓g̴͈̈́o̸̥͐',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '123e4567-e89b-12d3-a456-42661417400',
  '123e4567-e89b-12d3-a456-4266141740000',
  'not-a-uuid',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59+23:59',
  '1970-01-01T00:00:00.000Z',
  '2026-02-30',
  '2024-02-29T24:00:00Z',
  '+275760-09-13T00:00:00.000Z',
  '0000-01-01',
  '99999-01-01',
  'x@x',
  'a@b.co',
  `${'a'.repeat(250)}@example.com`,
  'Infinity',
  '-0',
  '1e999',
  '0x10',
  '١٢٣',
  'Asia/Nowhere',
  'Etc/GMT+99',
  'a'.repeat(5000),
];

export const HOSTILE_NUMBERS: readonly number[] = [
  0,
  -0,
  -1,
  0.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  Number.MIN_SAFE_INTEGER,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 63,
  5e-324,
  91,
  -181,
  1e21,
];

/** Characters that text columns, JSON, logs and headers each choke on differently. */
const CONTROL = fc.constantFrom(
  '\u0000',
  '\u0001',
  '\u001b',
  '\u007f',
  '\u2028',
  '\uFFFF',
  '\uD800',
  'a',
);

export const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: CONTROL, minLength: 1, maxLength: 8 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
);

export const hostileNumber = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.integer() },
);

/** A wrong-typed or out-of-range value for any field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  {
    weight: 2,
    arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], { $gt: '' }, ['a', 1]),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Sets a key such as `__proto__` as an own, enumerable property, so JSON.stringify sends it. */
export function withOwnKey(target: object, key: string, value: unknown): object {
  Object.defineProperty(target, key, { value, enumerable: true, configurable: true });
  return target;
}

const PROTO_PAYLOAD = { isAdmin: true, is_admin: true, polluted: 'yes', companyId: 'B' };

/** Keys that poison prototypes or try to smuggle a tenant or a role in. */
export const pollutingKey = fc.constantFrom(
  '__proto__',
  'constructor',
  'prototype',
  'isAdmin',
  'is_admin',
  'companyId',
  'role',
  'status',
);
export const pollutingValue = fc.constantFrom<unknown>(
  PROTO_PAYLOAD,
  { prototype: PROTO_PAYLOAD },
  true,
  'admin',
  null,
);

/** JSON nested `depth` levels deep, as text (JSON.stringify would blow the client's stack). */
export function deepJson(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** Request bodies that are not JSON, or not what they claim to be. */
export const INVALID_JSON_TEXTS: readonly string[] = [
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{"a":NaN}',
  '{"a":1e999}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '\uFEFF{}',
  'null',
  '""',
  '[]',
  '1',
  'true',
  ' ',
  '\u0000',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"a":1}{"b":2}',
];

/** One megabyte and a bit: over the app's 1 MB body limit once quoted. */
export const HUGE_STRING = 'x'.repeat(1024 * 1024 + 16);
