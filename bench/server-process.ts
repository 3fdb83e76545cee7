import { spawn } from 'node:child_process';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '../apps/server');

export interface StartedServer {
  url: string;
  /** The server's own process (node runs main.ts itself), for its memory in /proc. */
  pid: number;
  msToListen: number;
  stop: () => Promise<{ msToExit: number; code: number | null }>;
}

/** Starts the real server entry point and measures how long it takes to listen and to exit. */
export function startServerProcess(env: Record<string, string>): Promise<StartedServer> {
  const t0 = performance.now();
  // As `npm start` runs it (issue 26: a 16 MB young generation semi-space keeps the peak memory
  // of Node 24 near Node 20's; issue 29: exports pace full collections with gc());
  // SERVER_NODE_OPTIONS replaces that to compare settings.
  // On the command line, not in NODE_OPTIONS, which refuses most V8 flags.
  const flags = process.env.SERVER_NODE_OPTIONS?.split(/\s+/).filter(Boolean) ?? [
    '--max-semi-space-size=16',
    '--expose-gc',
  ];
  const child = spawn(process.execPath, [...flags, 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      PORT: '0',
      ...env,
    },
  });
  let out = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return new Promise((resolve, reject) => {
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
      const match = /Ronda is running at (\S+)/.exec(out);
      if (!match?.[1]) return;
      const msToListen = performance.now() - t0;
      resolve({
        url: match[1],
        pid: child.pid ?? 0,
        msToListen,
        stop: async () => {
          const s0 = performance.now();
          child.kill('SIGTERM');
          const code = await exited;
          return { msToExit: performance.now() - s0, code };
        },
      });
    });
    void exited.then((code) => reject(new Error(`server exited (${code}):\n${out}`)));
  });
}
