import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded-postgres.ts';

export interface BenchDatabase {
  /** The server's DATABASE_URL; the bench reads and writes the same database directly. */
  url: string;
  pool: pg.Pool;
  stop: () => Promise<void>;
}

/**
 * The PostgreSQL `npm start` would use: an embedded cluster in a temporary directory, or the
 * server at BENCH_DATABASE_URL (a database named ronda_bench is created there and dropped after).
 */
export async function startBenchDatabase(poolSize = 24): Promise<BenchDatabase> {
  const shutdown = { started: false };
  const external = process.env.BENCH_DATABASE_URL;
  if (external) {
    const admin = new pg.Client({ connectionString: external });
    await admin.connect();
    await admin.query('drop database if exists ronda_bench with (force)');
    await admin.query('create database ronda_bench');
    await admin.end();
    const url = new URL(external);
    url.pathname = '/ronda_bench';
    const pool = quietOnShutdown(
      new pg.Pool({ connectionString: url.toString(), max: poolSize }),
      shutdown,
    );
    return {
      url: url.toString(),
      pool,
      stop: async () => {
        shutdown.started = true;
        await pool.end();
        const again = new pg.Client({ connectionString: external });
        await again.connect();
        await again.query('drop database if exists ronda_bench with (force)');
        await again.end();
      },
    };
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ronda-bench-pg-'));
  await fs.chmod(dir, 0o755);
  const embedded = await startEmbeddedPostgres(dir, pino({ level: 'warn' }));
  const pool = quietOnShutdown(
    new pg.Pool({ connectionString: embedded.connectionString, max: poolSize }),
    shutdown,
  );
  return {
    url: embedded.connectionString,
    pool,
    stop: async () => {
      shutdown.started = true;
      await pool.end();
      await embedded.stop();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * pool.end() resolves once its clients are asked to close, not once their sockets have; stopping
 * PostgreSQL right after may still reach one, which then reports 57P01 (admin shutdown) as an
 * idle-client error. That is expected during stop() and only then; before it, the error stands.
 */
function quietOnShutdown(pool: pg.Pool, shutdown: { started: boolean }): pg.Pool {
  pool.on('error', (error) => {
    if (!shutdown.started) throw error;
  });
  return pool;
}
