import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '..');

export interface ServerProcess {
  child: ChildProcessWithoutNullStreams;
  output: () => string;
  /** Resolves with the URL the server printed, or rejects with its output if it exits first. */
  url: Promise<string>;
  exited: Promise<number | null>;
}

/** Runs the real server entry point (main.ts) as its own process, as `npm start` does. */
export function spawnServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', PORT: '0', ...env },
  });
  let text = '';
  child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = new Promise<string>((resolve, reject) => {
    const onData = () => {
      const match = /Ronda is running at (\S+)/.exec(text);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout.on('data', onData);
    void exited.then((code) =>
      reject(new Error(`server exited (${code}) before listening:\n${text}`)),
    );
  });
  // Tests that expect an early exit never await the URL; that must not count as unhandled.
  url.catch(() => undefined);
  return { child, output: () => text, url, exited };
}

export interface ServerPair {
  processes: ServerProcess[];
  urls: string[];
  /** SIGTERM to both, then waits until they are gone. */
  stop: () => Promise<void>;
  /** Both servers' output on stderr: for a failed test, where the reason usually is. */
  printOutput: () => void;
}

/** Two server processes on one database, as a deployment of several runs them. */
export async function spawnServerPair(env: Record<string, string>): Promise<ServerPair> {
  const processes = [spawnServer(env), spawnServer(env)];
  const urls = await Promise.all(processes.map((p) => p.url));
  return {
    processes,
    urls,
    stop: async () => {
      for (const p of processes) p.child.kill('SIGTERM');
      await Promise.all(processes.map((p) => p.exited));
    },
    printOutput: () =>
      processes.forEach((p, i) => process.stderr.write(`\n--- server ${i}:\n${p.output()}\n`)),
  };
}
