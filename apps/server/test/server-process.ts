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
