/** The run's size; the defaults are issue 16's figures, the variables shrink it for a smoke run. */
export interface LoadSettings {
  seconds: number;
  phones: number;
  consoleUsers: number;
  companies: number;
  /** Every phone uploads, and every console user polls, once per interval. */
  intervalMs: number;
  /** Past the run's end, requests still waiting get this long before they are abandoned. */
  graceMs: number;
  /** RATE_LIMIT_MULTIPLIER for every server: all traffic comes from one loopback address. */
  rateLimitMultiplier: number;
}

function whole(name: string, fallback: number, min: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be a whole number of at least ${min} (got "${text}")`);
  }
  return value;
}

export function readLoadSettings(): LoadSettings {
  const phones = whole('LOAD_PHONES', 2000, 1);
  return {
    seconds: whole('LOAD_SECONDS', 120, 5),
    phones,
    consoleUsers: whole('LOAD_CONSOLE_USERS', 50, 0),
    // 100 phones a company unless told otherwise (20 companies at the default size).
    companies: whole('LOAD_COMPANIES', Math.max(1, Math.round(phones / 100)), 1),
    intervalMs: 10_000,
    graceMs: 30_000,
    rateLimitMultiplier: 1000,
  };
}

/** The exact command that repeats this run, from the repository's root. */
export function reproduceCommand(s: LoadSettings): string {
  const external = process.env.BENCH_DATABASE_URL ? 'BENCH_DATABASE_URL=… ' : '';
  return (
    `${external}LOAD_SECONDS=${s.seconds} LOAD_PHONES=${s.phones} ` +
    `LOAD_CONSOLE_USERS=${s.consoleUsers} LOAD_COMPANIES=${s.companies} npm run bench -- load`
  );
}
