import crypto from 'node:crypto';
import { inject } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { adminQuery, withDatabase } from './global-setup.ts';

export interface TestDatabase extends DatabaseHandle {
  url: string;
  drop: () => Promise<void>;
}

/** A fresh, migrated database of its own for one test file (a copy of the run's template). */
export async function createTestDatabase(): Promise<TestDatabase> {
  const { adminUrl, template } = inject('testDatabase');
  const name = `ronda_test_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database "${name}" template "${template}"`);
  const url = withDatabase(adminUrl, name);
  const handle = connectDatabase(url, { max: 5 });
  return {
    ...handle,
    url,
    drop: async () => {
      await handle.close();
      await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}
