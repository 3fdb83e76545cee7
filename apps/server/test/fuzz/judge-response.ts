import { apiErrorSchema } from '@ronda/shared';
import type { FuzzInput } from './fuzz-requests.ts';
import type { RawResponse } from './raw-request.ts';

/** What an error message must never show: stack frames, SQL, server paths. */
const LEAKS = [
  /\bat .+:\d+:\d+/,
  /node_modules|\/src\/|\.ts\b/,
  /duplicate key|violates|relation "|syntax error at or near|invalid input syntax|column "/i,
  /TypeError|ReferenceError|RangeError|Cannot read propert/,
];

/**
 * Why an answer is wrong, or undefined when it is fine: a 2xx, or a 4xx with the one error
 * shape { is_success: false, message } and a message that leaks nothing. `mustBeRefused` is set
 * for an anonymous caller of a signed-in route, which must never get a 2xx.
 */
export function problemWith(
  res: RawResponse,
  mustBeRefused: boolean,
  allowed5xx: readonly number[] = [],
): string | undefined {
  if (res.status >= 500 && !allowed5xx.includes(res.status))
    return `answered ${res.status}: ${res.text.slice(0, 200)}`;
  if (res.status >= 200 && res.status < 300) {
    return mustBeRefused ? `anonymous caller got ${res.status} on a signed-in route` : undefined;
  }
  if (res.status < 400) return `answered ${res.status}`;
  if (!res.contentType.startsWith('application/json')) {
    return `${res.status} with content-type "${res.contentType}": ${res.text.slice(0, 200)}`;
  }
  let body: unknown;
  try {
    body = JSON.parse(res.text);
  } catch {
    return `${res.status} with a body that is not JSON: ${res.text.slice(0, 200)}`;
  }
  const parsed = apiErrorSchema.safeParse(body);
  if (!parsed.success) return `${res.status} without the error shape: ${res.text.slice(0, 200)}`;
  const { message } = parsed.data;
  if (message.trim() === '') return `${res.status} with an empty message`;
  const leak = LEAKS.find((pattern) => pattern.test(message));
  if (leak) return `${res.status} message leaks internals (${leak}): ${message.slice(0, 200)}`;
  return undefined;
}

function short(text: string | Buffer | undefined, max: number): string {
  if (text === undefined) return '-';
  const s = typeof text === 'string' ? text : `<${text.length} bytes>`;
  return s.length > max ? `${s.slice(0, max)}… (${s.length} chars)` : s;
}

/** One line a person can replay: who sent what where. */
export function describeInput(identity: string, input: FuzzInput): string {
  const headers = Object.entries(input.headers)
    .filter(([name]) => name !== 'authorization' || identity === 'anonymous')
    .map(([name, value]) => `${name}: ${short(value, 60)}`)
    .join('; ');
  return `${identity} ${input.method} ${short(input.path, 300)} [${input.mode}] {${headers}} body=${short(input.body, 400)}`;
}
