import fc from 'fast-check';
import { HUGE_STRING, INVALID_JSON_TEXTS, deepJson } from './hostile-values.ts';
import { fuzzBody } from './fuzz-values.ts';
import type { Operation } from './openapi-operations.ts';
import type { FuzzPools } from './schema-arbitrary.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** What an upload URL may be sent: images, images in disguise, and things that are not. */
export const uploadBody: fc.Arbitrary<Body> = fc
  .tuple(
    fc.constantFrom(
      PNG,
      Buffer.concat([PNG, Buffer.alloc(4029, 1)]),
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Array<number>(60).fill(7)]),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      Buffer.from('<html><script>alert(1)</script></html>'),
      Buffer.alloc(0),
      Buffer.alloc(5 * 1024 * 1024, 0x89),
    ),
    fc.constantFrom('image/png', 'image/jpeg', 'image/webp', 'image/svg+xml', 'text/html', ''),
  )
  .map(([body, contentType]) => ({
    body,
    ...(contentType ? { contentType } : {}),
    mode: `upload ${contentType || 'untyped'} ${body.length} bytes`,
  }));

function firstStringField(op: Operation): string {
  const [name] =
    Object.entries(op.body?.properties ?? {}).find(([, s]) => s.type === 'string') ?? [];
  return name ?? 'text';
}

const WRONG_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/xml',
  'application/json; charset=utf-16',
  'application/vnd.api+json',
  'APPLICATION/JSON',
  'application/json, text/plain',
  'image/png',
];

export interface Body {
  body?: string | Buffer;
  contentType?: string;
  mode: string;
}

/** A body for the operation: schema-shaped, any JSON, broken JSON, deeply nested JSON, a 1 MB
 * string, a wrong content type or nothing where JSON is declared. */
export function bodyOf(op: Operation, pools: FuzzPools): fc.Arbitrary<Body> {
  const json = (mode: string) => (value: unknown) => ({
    body: JSON.stringify(value) ?? 'null',
    contentType: 'application/json',
    mode,
  });
  const hasBody = op.body !== undefined;
  const schemaBody = fuzzBody(op.body ?? { type: 'object', properties: {} }, pools);
  return fc.oneof(
    { weight: hasBody ? 12 : 1, arbitrary: schemaBody.map(json('schema')) },
    { weight: hasBody ? 0 : 6, arbitrary: fc.constant<Body>({ mode: 'none' }) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map(json('any json')) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(...INVALID_JSON_TEXTS).map((body) => ({
        body,
        contentType: 'application/json',
        mode: 'invalid json',
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(1_000, 20_000, 150_000),
          fc.constantFrom<'array' | 'object'>('array', 'object'),
        )
        .map(([depth, kind]) => ({
          body: deepJson(depth, kind),
          contentType: 'application/json',
          mode: `deep ${kind} ${depth}`,
        })),
    },
    {
      weight: 1,
      arbitrary: fc.constant({
        body: JSON.stringify({ [firstStringField(op)]: HUGE_STRING }),
        contentType: 'application/json',
        mode: 'huge string',
      }),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(schemaBody, fc.constantFrom(...WRONG_TYPES, ''))
        .map(([value, contentType]) => ({
          body: contentType.includes('urlencoded') ? 'name=x&companyId=y' : JSON.stringify(value),
          contentType,
          mode: `content-type ${contentType || 'none'}`,
        })),
    },
    {
      weight: 1,
      arbitrary: fc.constant<Body>({
        body: '',
        contentType: 'application/json',
        mode: 'empty json',
      }),
    },
  );
}
