import fc from 'fast-check';
import { hostileString } from './hostile-values.ts';
import type { Operation, Parameter } from './openapi-operations.ts';
import type { RawRequest } from './raw-request.ts';
import { bodyOf, uploadBody } from './fuzz-bodies.ts';
import { fuzzValue } from './fuzz-values.ts';
import { validValue, type FuzzPools } from './schema-arbitrary.ts';

/** Path segments sent as they are, unencoded: traversal, broken escapes, route syntax. */
const RAW_SEGMENTS = [
  '..',
  '.',
  '%',
  '%2e%2e',
  '..%2f..%2f..%2fetc%2fpasswd',
  '..%5c..%5cwindows',
  '%00',
  '%E0%A4%A',
  '%ZZ',
  '%252e%252e',
  ';jsessionid=1',
  '*',
  '{id}',
  ':id',
  '%20',
  'a'.repeat(120),
];

/** Query-string pieces that no encoder produces. */
const RAW_QUERY_EXTRAS = [
  '__proto__[isAdmin]=true',
  'constructor[prototype][isAdmin]=true',
  '__proto__=x',
  'a=%E0%A4%A',
  '%=%',
  '&&&',
  'x=1;y=2',
  `long=${'q'.repeat(8000)}`,
  // Past Node's header limit (16 KB with the request line): refused before routing, with 431.
  `long=${'q'.repeat(20_000)}`,
  `long=${encode('ü'.repeat(15_000))}`,
];

/** Percent-encodes text, lone surrogates included (encodeURIComponent throws on them). */
export function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return `${encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, ''))}%ED%A0%80`;
  }
}

function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Mostly a real value (so the route runs past validation), else a fuzzed or raw one. */
function pathValue(param: Parameter, pools: FuzzPools): fc.Arbitrary<string> {
  const fuzzed =
    param.name === '*' ? pools.idsFor('*') : fuzzValue(param.schema, param.name, pools);
  const real =
    param.name === '*' ? pools.ownIdsFor('*') : validValue(param.schema, param.name, pools);
  return fc.oneof(
    { weight: 5, arbitrary: real.map((v) => encode(asText(v))) },
    { weight: 4, arbitrary: fuzzed.map((v) => encode(asText(v))) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
  );
}

function queryPair(param: Parameter, pools: FuzzPools): fc.Arbitrary<string[]> {
  const value = fuzzValue(param.schema, param.name, pools).map(asText);
  const key = encode(param.name);
  return fc.oneof(
    { weight: 8, arbitrary: value.map((v) => [`${key}=${encode(v)}`]) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(value, value)
        .map(([a, b]) => [`${key}=${encode(a)}`, `${key}=${encode(b)}`]),
    },
    { weight: 1, arbitrary: value.map((v) => [`${key}[x]=${encode(v)}`]) },
    { weight: 1, arbitrary: fc.constant<string[]>([key]) },
  );
}

/** The query parameters as one object schema: mostly valid sets with one bad value. */
function queryObject(op: Operation, pools: FuzzPools): fc.Arbitrary<string[]> {
  const schema = {
    type: 'object',
    properties: Object.fromEntries(op.query.map((p) => [p.name, p.schema])),
    required: op.query.filter((p) => p.required).map((p) => p.name),
  };
  return fuzzValue(schema, 'query', pools).map((value) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? Object.entries(value).map(([key, v]) => `${encode(key)}=${encode(asText(v))}`)
      : [`q=${encode(asText(value))}`],
  );
}

function queryString(op: Operation, pools: FuzzPools): fc.Arbitrary<string> {
  const pairs = op.query.map((param) =>
    fc.option(queryPair(param, pools), { freq: param.required ? 10 : 2 }).map((p) => p ?? []),
  );
  const perParam = fc.tuple(...pairs).map((chosen) => chosen.flat());
  const extras = fc.oneof(
    { weight: 6, arbitrary: fc.constant<string[]>([]) },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_QUERY_EXTRAS).map((x) => [x]) },
    { weight: 1, arbitrary: hostileString.map((s) => [`${encode(s)}=${encode(s)}`]) },
  );
  const params = op.query.length > 0 ? fc.oneof(queryObject(op, pools), perParam) : perParam;
  return fc.tuple(params, extras).map(([chosen, extra]) => {
    const all = [...chosen, ...extra];
    return all.length > 0 ? `?${all.join('&')}` : '';
  });
}

/** Headers anyone may add: a request id, odd Accept values, cookies, a gzip claim. */
const extraHeaders = fc.oneof(
  { weight: 8, arbitrary: fc.constant<Record<string, string>>({}) },
  {
    weight: 1,
    arbitrary: fc
      .string({ unit: fc.constantFrom(...'abc-_:;/%<>"\'{}'.split('')), maxLength: 300 })
      .map((id) => ({ 'x-request-id': id, accept: 'text/html;q=0.1, */*;q=x' })),
  },
  {
    weight: 1,
    arbitrary: fc.constant({ cookie: 'ronda_admin=%%%; a=__proto__', 'accept-encoding': 'br;q=2' }),
  },
  { weight: 1, arbitrary: fc.constant({ 'content-encoding': 'gzip' }) },
);

const UPLOAD_ROUTE = 'PUT /api/upload/local/{*}';

export interface FuzzInput extends RawRequest {
  mode: string;
}

/** Any request to the operation: its path with fuzzed parameters, a query and a body. */
export function requestArbitrary(
  op: Operation,
  pools: FuzzPools,
  auth: fc.Arbitrary<Record<string, string>>,
): fc.Arbitrary<FuzzInput> {
  const params = fc.tuple(...op.pathParams.map((p) => pathValue(p, pools)));
  const generic = fc.tuple(params, queryString(op, pools)).map(([values, query]) => {
    let path = op.path;
    op.pathParams.forEach((param, i) => {
      path = path.replace(`{${param.name}}`, values[i] ?? '');
    });
    return `${path}${query}`;
  });
  // The upload URL's checks run only behind a valid signature: send files to signed ones too.
  const upload = op.key === UPLOAD_ROUTE;
  const target = upload ? fc.oneof(pools.signedUploads, generic) : generic;
  const body = upload ? fc.oneof(uploadBody, bodyOf(op, pools)) : bodyOf(op, pools);
  return fc.tuple(target, body, auth, extraHeaders).map(([path, body, authHeaders, extra]) => {
    const headers: Record<string, string> = { ...authHeaders, ...extra };
    if (body.contentType) headers['content-type'] = body.contentType;
    // Node refuses to send a body with GET; those routes get none.
    const sendsBody = op.method !== 'GET' && body.body !== undefined;
    return {
      method: op.method,
      path,
      headers,
      ...(sendsBody ? { body: body.body } : {}),
      mode: sendsBody ? body.mode : 'no body',
    };
  });
}
