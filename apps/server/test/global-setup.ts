import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../src/db/client.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded-postgres.ts';
import { runMigrations } from '../src/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: { adminUrl: string; template: string };
  }
}

/**
 * Migrates one template database per run; each test file then gets its own copy
 * (CREATE DATABASE ... TEMPLATE), which takes milliseconds and keeps files independent.
 */
export async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | undefined;
  let tempDir: string | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    tempDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ronda-test-pg-'));
    // The embedded cluster runs as the `postgres` OS user when we are root; it must enter this dir.
    await fs.chmod(tempDir, 0o755);
    embedded = await startEmbeddedPostgres(tempDir, pino({ level: 'warn' }));
    adminUrl = embedded.connectionString;
  }

  const template = `ronda_template_${process.pid}_${Date.now()}`;
  await adminQuery(adminUrl, `create database "${template}"`);
  const handle = connectDatabase(withDatabase(adminUrl, template), { max: 1 });
  await runMigrations(handle.pool);
  await handle.close();
  await adminQuery(adminUrl, `alter database "${template}" is_template true`);
  project.provide('testDatabase', { adminUrl, template });

  return async () => {
    await adminQuery(adminUrl, `alter database "${template}" is_template false`);
    await adminQuery(adminUrl, `drop database if exists "${template}" with (force)`);
    await embedded?.stop();
    if (tempDir) await fs.rm(tempDir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
