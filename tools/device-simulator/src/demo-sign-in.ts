import { EMAIL_NOT_FOUND_MESSAGE, apiErrorSchema } from '@ronda/shared';
import type { DemoStaffMember } from './demo-staff.ts';

/** Why the CLI cannot start: said to the person running it, then exit 1. */
export class CliProblem extends Error {
  override readonly name = 'CliProblem';
}

const AUTH_OPTIONS_PATH = '/api/auth/options';
const DEMO_LOGIN_PATH = '/api/auth/demo-login';

async function getJson(
  fetchImpl: typeof fetch,
  url: URL,
  init?: RequestInit,
): Promise<{ status: number; json: unknown }> {
  let response: Response;
  try {
    response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(15_000) });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new CliProblem(
      `Cannot reach the server at ${url.origin} (${reason}). Is it running? Start it with npm start.`,
    );
  }
  return { status: response.status, json: await response.json().catch(() => undefined) };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Demo sign-in is a server switch (DEMO_LOGIN); the sign-in options say whether it is on. */
export async function checkDemoSignIn(baseUrl: string, fetchImpl: typeof fetch = fetch) {
  const { status, json } = await getJson(fetchImpl, new URL(AUTH_OPTIONS_PATH, baseUrl));
  if (status !== 200 || !isRecord(json)) {
    throw new CliProblem(
      `The server at ${baseUrl} answered HTTP ${status} to ${AUTH_OPTIONS_PATH}.`,
    );
  }
  if (json.demoAccounts === null || json.demoAccounts === undefined) {
    throw new CliProblem(
      `Demo sign-in is off on ${baseUrl}. Start the server with DEMO_LOGIN=true ` +
        '(the default outside production).',
    );
  }
}

/** Signs one staff member in as the phone app would, returning the bearer token. */
export async function demoSignIn(
  baseUrl: string,
  member: DemoStaffMember,
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  const { status, json } = await getJson(fetchImpl, new URL(DEMO_LOGIN_PATH, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: member.email }),
  });
  if (status === 200 && isRecord(json) && typeof json.token === 'string') return json.token;
  const parsed = apiErrorSchema.safeParse(json);
  const message = parsed.success ? parsed.data.message : `HTTP ${status}`;
  if (status === 404 && message === EMAIL_NOT_FOUND_MESSAGE) {
    throw new CliProblem(
      `${member.email} is not a user on ${baseUrl}. Seed the demo company first (npm run seed).`,
    );
  }
  if (status === 404) {
    throw new CliProblem(`Demo sign-in is off on ${baseUrl} (${DEMO_LOGIN_PATH} answered 404).`);
  }
  throw new CliProblem(`Demo sign-in as ${member.email} failed: ${message}`);
}
