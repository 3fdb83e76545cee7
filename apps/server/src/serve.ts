import { ConfigError, loadConfig, type Config } from './config.ts';
import { createLogger } from './lib/logger.ts';
import { startServer } from './server-runtime.ts';

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\nSee the configuration table in README.md.\n`);
      process.exit(1);
    }
    throw error;
  }
  const log = createLogger(config);

  let server;
  try {
    server = await startServer(config, log);
  } catch (error) {
    log.fatal({ err: error }, 'the server could not start');
    process.stderr.write(
      `\nRonda could not start: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  }
  const running = server;
  let stopping: { at: number } | undefined;
  const shutdown = (reason: string) => {
    if (stopping) {
      // A supervisor signals the whole process group: npm or a shell in between passes the same
      // signal on, and npm's exit orphans us. Those echoes must not cut the orderly stop short;
      // only a person pressing Ctrl-C again, a moment later, forces the exit.
      if (reason === 'SIGINT' && Date.now() - stopping.at > 1000) {
        log.warn('second Ctrl-C: exiting without waiting');
        process.exit(1);
      }
      return;
    }
    stopping = { at: Date.now() };
    log.info({ reason }, 'shutting down: finishing in-flight requests and jobs');
    running.stop().then(
      () => {
        log.info('stopped cleanly');
        process.exit(0);
      },
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  // Only now: supervisors and tests read this line as "ready" and may signal at once. Before the
  // handlers above exist, a SIGTERM takes the kernel's default action and kills the process
  // mid-flight (seen once in four starts after tsx, which had listeners of its own, was gone).
  process.stdout.write(`\nRonda is running at ${running.url}\n\n`);

  // `npm start` puts npm and a shell between a supervisor and us, and SIGTERM sent to npm is not
  // passed on. When the process that started us is gone we are orphaned: shut down the same way.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) shutdown('the parent process exited');
  }, 1000).unref();
}

await main();
