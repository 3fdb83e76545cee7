#!/usr/bin/env node
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseCliOptions, USAGE, type CliOptions } from './cli-options.ts';
import { formatPlayLine, formatTotals } from './cli-report.ts';
import { CliProblem, checkDemoSignIn, demoSignIn } from './demo-sign-in.ts';
import { DEMO_STAFF } from './demo-staff.ts';
import { createDeviceClient, DeviceApiError, type DeviceClient } from './device-client.ts';
import { planFieldDay } from './plan-field-day.ts';
import type { FieldDayPlan } from './plan-types.ts';
import {
  addPlayResults,
  emptyPlayResult,
  lastSendAt,
  playFieldDay,
  type PlayResult,
} from './play-field-day.ts';

/**
 * A relative --out is taken from where the command was typed: `npm run simulate` from the root
 * runs this in the workspace folder, and INIT_CWD is npm's note of the original one.
 */
function outRootOf(options: CliOptions): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), options.outDir);
}

/** How often a live day looks for newly due points: about a phone's upload cadence, sped up. */
const LIVE_TICK_MS = 10_000;

interface Player {
  key: string;
  plan: FieldDayPlan;
  client: DeviceClient;
  played: PlayResult;
}

async function prepare(options: CliOptions): Promise<Player[]> {
  const outRoot = outRootOf(options);
  await checkDemoSignIn(options.url);
  const players: Player[] = [];
  for (const member of DEMO_STAFF.slice(0, options.employees)) {
    const token = await demoSignIn(options.url, member);
    const plan = planFieldDay({
      employeeKey: member.key,
      date: options.date,
      profile: member.profile,
    });
    const dir = path.join(outRoot, options.date);
    await mkdir(dir, { recursive: true });
    await writeFile(
      path.join(dir, `${member.key}.json`),
      `${JSON.stringify(plan.truth, null, 2)}\n`,
    );
    const client = createDeviceClient({ baseUrl: options.url, token });
    players.push({ key: member.key, plan, client, played: emptyPlayResult() });
  }
  return players;
}

/** Plays each person's window side by side; each person's own requests stay in order. */
async function playRound(players: Player[], after: Date | undefined, until: Date) {
  const results = await Promise.all(
    players.map((p) => playFieldDay(p.client, p.plan, { ...(after ? { after } : {}), until })),
  );
  results.forEach((result, i) => {
    const player = players[i] as Player;
    player.played = addPlayResults(player.played, result);
  });
  return results.reduce(addPlayResults, emptyPlayResult());
}

function stopSignal(): { stopped: () => boolean; wait: (ms: number) => Promise<void> } {
  let stopped = false;
  let wake: (() => void) | undefined;
  process.on('SIGINT', () => {
    if (stopped) process.exit(130);
    stopped = true;
    process.stdout.write('\nStopping after this round (Ctrl-C again to quit at once).\n');
    wake?.();
  });
  return {
    stopped: () => stopped,
    wait: (ms) =>
      new Promise((resolve) => {
        const timer = setTimeout(resolve, ms);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      }),
  };
}

async function run(options: CliOptions): Promise<void> {
  const players = await prepare(options);
  process.stdout.write(
    `Playing ${players.length} field day(s) of ${options.date} against ${options.url}; ` +
      `ground truth in ${path.join(outRootOf(options), options.date)}\n`,
  );
  let until = new Date();
  await playRound(players, undefined, until);

  const dayOver = Math.max(...players.map((p) => lastSendAt(p.plan).getTime()));
  if (options.live && until.getTime() < dayOver) {
    process.stdout.write('Live: sending as the day happens. Ctrl-C to stop.\n');
    const signal = stopSignal();
    while (!signal.stopped() && until.getTime() < dayOver) {
      await signal.wait(LIVE_TICK_MS);
      const now = new Date();
      const round = await playRound(players, until, now);
      until = now;
      if (round.batchesSent + round.actionsSent > 0) {
        process.stdout.write(`${now.toISOString()}  ${formatPlayLine('all', round)}\n`);
      }
    }
  } else if (until.getTime() < dayOver) {
    process.stdout.write(
      'Part of the day is still to come; add --live to play the rest as it happens.\n',
    );
  }

  for (const player of players)
    process.stdout.write(`${formatPlayLine(player.key, player.played)}\n`);
  process.stdout.write(`${formatTotals(players.map((p) => p.played))}\n`);
}

const command = parseCliOptions(process.argv.slice(2), new Date());
if (command.kind === 'help') {
  process.stdout.write(USAGE);
} else if (command.kind === 'error') {
  process.stderr.write(`${command.message}\n\n${USAGE}`);
  process.exitCode = 1;
} else {
  try {
    await run(command.options);
  } catch (error) {
    if (error instanceof CliProblem || error instanceof DeviceApiError) {
      process.stderr.write(`${error.message}\n`);
      process.exitCode = 1;
    } else {
      throw error;
    }
  }
}
