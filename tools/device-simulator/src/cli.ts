#!/usr/bin/env -S node --import tsx
import { parseArgs } from 'node:util';
import { healthOkSchema } from '@ronda/shared';

/**
 * Plays field days through the device API for demos and load. The device endpoints (locations,
 * punches, breaks, work logs) arrive with the tracking work; until then the simulator can only
 * confirm it reaches a healthy server, and says so instead of pretending to send data.
 */
const { values } = parseArgs({
  options: { url: { type: 'string', default: 'http://localhost:3000' }, help: { type: 'boolean' } },
});

if (values.help) {
  process.stdout.write(
    'Usage: npm run simulate -w @ronda/device-simulator -- --url http://localhost:3000\n',
  );
  process.exit(0);
}

const res = await fetch(new URL('/api/health', values.url));
const health = healthOkSchema.safeParse(await res.json().catch(() => undefined));
if (!res.ok || !health.success) {
  process.stderr.write(`The server at ${values.url} is not healthy (HTTP ${res.status}).\n`);
  process.exit(1);
}
process.stdout.write(
  `Server at ${values.url} is healthy. No device API exists yet, so no field day is played.\n`,
);
