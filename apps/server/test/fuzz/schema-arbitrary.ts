import fc from 'fast-check';

/** The part of JSON Schema the OpenAPI document uses for request bodies and parameters. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

/** Real values of the run: ids of both companies, join codes, e-mails and ID tokens. */
export interface FuzzPools {
  /** Ids for a field or parameter by its name (companyId, userId, id, ...): both companies'
   * real ids, random, nil and upper-case ones. */
  idsFor: (name: string) => fc.Arbitrary<string>;
  /** Company A's real ids of that kind only. */
  ownIdsFor: (name: string) => fc.Arbitrary<string>;
  emails: fc.Arbitrary<string>;
  /** E-mails of people and customers the run made. */
  knownEmails: fc.Arbitrary<string>;
  codes: fc.Arbitrary<string>;
  idTokens: fc.Arbitrary<string>;
  imageUrls: fc.Arbitrary<string>;
  /** Upload paths with a valid signature (PUT /api/upload/local/*). */
  signedUploads: fc.Arbitrary<string>;
  /** /api/osmand's key: the phone's live tracking key, mostly, or one that is not. */
  trackingKeys: fc.Arbitrary<string>;
}

const URIS = [
  'https://example.com/a.png',
  'http://169.254.169.254/latest/meta-data/',
  'file:///etc/passwd',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'http://localhost:5432/',
  'https://maps.example/?q=15.49,73.82',
];

function dayOffset(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export type Child = (schema: JsonSchema, name: string) => fc.Arbitrary<unknown>;

/**
 * A value of the schema's shape; `child` makes its items and properties. `strict` keeps to
 * what a real client sends (company A's own ids, known e-mails, plain words, recent times).
 */
export function shaped(
  schema: JsonSchema,
  name: string,
  pools: FuzzPools,
  strict: boolean,
  child: Child,
): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return fc.oneof(...branches.map((b) => shaped(b, name, pools, strict, child)));
  if (Array.isArray(schema.type)) {
    const types = schema.type.map((type) =>
      shaped({ ...schema, type }, name, pools, strict, child),
    );
    return fc.oneof(...types);
  }
  switch (schema.type) {
    case 'string':
      return stringFor(schema, name, pools, strict);
    case 'integer':
    case 'number':
      return validNumber(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(child(schema.items ?? {}, name), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      const model = Object.fromEntries(properties.map(([key, s]) => [key, child(s, key)]));
      const requiredKeys = (schema.required ?? []).filter((key) => key in model);
      return fc.record(model, { requiredKeys });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** What a real client would send for the schema. */
export function validValue(
  schema: JsonSchema,
  name: string,
  pools: FuzzPools,
): fc.Arbitrary<unknown> {
  return shaped(schema, name, pools, true, (s, n) => validValue(s, n, pools));
}

/** Fields whose schema says only "string" but whose route reads something particular. */
const NAME_HINTS: Record<string, string[]> = {
  timezone: ['Asia/Kolkata', 'Europe/Lisbon', 'UTC', 'America/St_Johns', 'Pacific/Kiritimati'],
  website: ['https://calangute.example', 'http://x.example/a?b=c'],
  phone: ['+91 98765 43210', '0832 222 333'],
  fileType: ['image/png', 'image/jpeg', 'png', 'image/webp', 'image/svg+xml', 'text/html'],
  // Long links only: a short one would be followed over the internet, which tests do not reach.
  url: [
    'https://www.google.com/maps/@15.4989,73.8278,15z',
    'https://maps.google.com/?q=15.4989,73.8278',
    'https://www.google.com/maps/place/Panaji/@15.49,73.82,14z/data=!3d15.4989!4d73.8278',
    'https://www.google.com/maps/search/Panaji+market',
  ],
  simplify: ['0', '0.00003', '0.01'],
  timeGapThreshold: ['1', '10', '240'],
  stopThreshold: ['1', '5', '120'],
};

const WORDS = ['bin', 'street', 'Panaji', 'depot', 'late', 'the', 'Rua de Ourem', '40'];
// Plain strings are often numbers, flags or lists the route reads itself.
const READABLE = ['1', '0', '10', '60', '0.0001', 'true', 'false', 'all', 'in-progress,pending'];

function stringFor(
  schema: JsonSchema,
  name: string,
  pools: FuzzPools,
  strict: boolean,
): fc.Arbitrary<string> {
  if (schema.format === 'uuid' || (/(Id|Ids)$/.test(name) && !schema.pattern)) {
    return strict ? pools.ownIdsFor(name) : pools.idsFor(name);
  }
  if (schema.format === 'email' || name === 'email')
    return strict ? pools.knownEmails : pools.emails;
  const hinted = NAME_HINTS[name];
  if (hinted) return strict ? fc.constantFrom(...hinted) : fc.constantFrom(...hinted, ...URIS);
  if (name === 'idToken' || name === 'credential') return pools.idTokens;
  // The OsmAnd protocol's key (free text, unlike a point's id, which has a pattern).
  if (/^(id|deviceid|device_id)$/.test(name) && !schema.pattern) return pools.trackingKeys;
  if (name === 'code') return pools.codes;
  const recent = fc
    .integer({ min: -3 * 86_400_000, max: 60_000 })
    .map((ms) => new Date(Date.now() + ms).toISOString());
  if (schema.format === 'date-time') {
    return strict
      ? recent
      : fc.oneof(recent, fc.constantFrom('2026-11-24T09:30:00+05:30', '2000-01-01T00:00:00Z'));
  }
  if (schema.format === 'date') return fc.constantFrom(dayOffset(0), dayOffset(-1), '2026-11-24');
  if (schema.format === 'uri')
    return strict ? pools.imageUrls : fc.oneof(pools.imageUrls, fc.constantFrom(...URIS));
  const maxLength = Math.min(schema.maxLength ?? 60, 60);
  if (schema.pattern) {
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .map((text) => text.slice(0, schema.maxLength ?? 200));
  }
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  const fits = READABLE.filter((r) => r.length >= minLength && r.length <= maxLength);
  const words = fc
    .array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 4 })
    .map((w) => w.join(' ').padEnd(minLength, 'x').slice(0, maxLength));
  const readable = fc.constantFrom(...(fits.length > 0 ? fits : ['x'.repeat(minLength)]));
  if (strict) return fc.oneof(words, readable);
  return fc.oneof(
    words,
    readable,
    fc.string({ minLength, maxLength }),
    fc.string({ unit: 'grapheme', minLength, maxLength }),
  );
}

function validNumber(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1e6;
  const max = schema.maximum ?? schema.exclusiveMaximum ?? 1e6;
  if (schema.type === 'integer') {
    const low = Math.max(Math.ceil(min), -(2 ** 31));
    // Counts, sizes and pages are mostly small: half the draws stay near the lower bound.
    return fc.oneof(
      fc.integer({ min: low, max: Math.min(max, low + 100) }),
      fc.integer({ min: low, max: Math.min(max, 2 ** 31) }),
    );
  }
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}
