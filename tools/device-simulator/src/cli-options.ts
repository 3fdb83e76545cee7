import { parseArgs } from 'node:util';
import { DEMO_STAFF } from './demo-staff.ts';
import { IST_OFFSET_MINUTES, localDateOf, localMidnightUtcMs } from './local-time.ts';

export interface CliOptions {
  employees: number;
  date: string;
  url: string;
  outDir: string;
  live: boolean;
}

export type CliCommand =
  { kind: 'help' } | { kind: 'run'; options: CliOptions } | { kind: 'error'; message: string };

export const USAGE = `Plays realistic field days of the demo company's staff through the device API.

Usage: npm run simulate -w @ronda/device-simulator -- [options]

  --employees N  how many field staff to play, in the demo list's order (1–${DEMO_STAFF.length}, default 1)
  --date D       the local day to play, YYYY-MM-DD (default: today in Goa, +05:30)
  --url U        the server (default http://localhost:3000)
  --out DIR      where the ground truth goes, as DIR/<date>/<employee>.json (default ./simulated)
  --live         keep playing in real time until the day is over (Ctrl-C stops)
  --help         show this

Everything due up to now is sent at once; nothing stamped in the future is ever sent. Re-running
the same day is safe: the server recognises every point and action it already has.
`;

/** Reads the command line; `now` decides the default day. Never exits: the caller does. */
export function parseCliOptions(argv: readonly string[], now: Date): CliCommand {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        employees: { type: 'string', default: '1' },
        date: { type: 'string' },
        url: { type: 'string', default: 'http://localhost:3000' },
        out: { type: 'string', default: './simulated' },
        live: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return { kind: 'error', message: error instanceof Error ? error.message : String(error) };
  }
  if (values.help) return { kind: 'help' };

  const employees = Number(values.employees);
  if (!Number.isInteger(employees) || employees < 1) {
    return {
      kind: 'error',
      message: `--employees must be a whole number from 1, got "${values.employees}"`,
    };
  }
  if (employees > DEMO_STAFF.length) {
    return {
      kind: 'error',
      message: `--employees ${employees} is more than the ${DEMO_STAFF.length} field staff of the demo company`,
    };
  }

  const date = values.date ?? localDateOf(now.getTime(), IST_OFFSET_MINUTES);
  try {
    localMidnightUtcMs(date, IST_OFFSET_MINUTES);
  } catch {
    return { kind: 'error', message: `--date must be a day as YYYY-MM-DD, got "${date}"` };
  }

  const url = values.url.replace(/\/+$/, '');
  if (!URL.canParse(url)) {
    return {
      kind: 'error',
      message: `--url must be a URL such as http://localhost:3000, got "${values.url}"`,
    };
  }
  return {
    kind: 'run',
    options: { employees, date, url, outDir: values.out, live: values.live },
  };
}
