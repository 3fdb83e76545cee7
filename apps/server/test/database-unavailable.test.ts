/**
 * Issue 26: every way the database can be unavailable answers 503 in the error shape with
 * Retry-After, is logged once per episode, and clears by itself. Each cause is made real against
 * this machine's PostgreSQL where it can be: a database closed to connections (55000), a backend
 * terminated in the middle of a request (57P01), a role's connection limit (53300), a pool whose
 * connections are all taken; 57P03 (starting up or shutting down) and a refused socket come from
 * a door in front of the real server that speaks PostgreSQL's protocol.
 */
import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery } from './global-setup.ts';
import { bearer } from './fixtures.ts';
import {
  admin,
  databaseNameOf,
  dropConnections,
  expectOneEpisode,
  expectUnavailable,
  startRig,
  type Rig,
} from './outage-rig.ts';
import { startPostgresGate, type PostgresGate } from './stand-ins/postgres-gate.ts';
import { taskPayload } from './task-fixtures.ts';

describe('issue 26: a database that refuses or drops connections answers 503, logged once, and recovers', () => {
  let rig: Rig;
  beforeAll(async () => {
    rig = await startRig();
  });
  afterAll(async () => {
    await admin(`alter database "${databaseNameOf(rig.database.url)}" allow_connections true`);
    await rig.close();
  });

  it('55000: a database closed to new connections (ALTER DATABASE … ALLOW_CONNECTIONS false)', async () => {
    const name = databaseNameOf(rig.database.url);
    expect((await rig.read()).status).toBe(200);
    await admin(`alter database "${name}" allow_connections false`);
    try {
      await dropConnections(rig, `datname = '${name}'`);
      for (let i = 0; i < 3; i += 1) await expectUnavailable(await rig.read());
      expect(rig.logs.withMessage('database unavailable')[0]?.database).toMatchObject({
        code: '55000',
        kind: 'connection',
      });
    } finally {
      await admin(`alter database "${name}" allow_connections true`);
    }
    expect((await rig.read()).status).toBe(200);
    await expectOneEpisode(rig, 3);
  });

  it('57P01: a backend terminated in the middle of a write rolls the whole request back', async () => {
    rig.logs.lines.length = 0;
    const name = databaseNameOf(rig.database.url);
    // Holds the task's last table, so the request stops after writing its customer and task.
    const holder = new pg.Client({ connectionString: rig.database.url });
    await holder.connect();
    const email = `halfway-${crypto.randomBytes(4).toString('hex')}@customer.example`;
    const body = taskPayload(rig.co, {
      description: 'Written halfway',
      customer: { name: 'Halfway Customer', email, phone: null },
    });
    try {
      await holder.query('begin');
      await holder.query('lock table complaint_events in access exclusive mode');
      const pending = fetch(`${rig.server.baseUrl}/api/companies/complaints/create-on-behalf`, {
        method: 'POST',
        headers: { ...bearer(rig.co.admin.token), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const waiting = async () => {
        const { rows } = await rig.database.pool.query<{ pid: number }>(
          `select pid from pg_stat_activity
            where datname = $1 and wait_event_type = 'Lock' and query ilike '%complaint_events%'`,
          [name],
        );
        return rows.map((row) => row.pid);
      };
      await expect.poll(waiting, { timeout: 10_000 }).toHaveLength(1);
      const [pid] = await waiting();
      await rig.database.pool.query('select pg_terminate_backend($1)', [pid]);
      await expectUnavailable(await pending);
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
    const customers = await rig.database.pool.query('select 1 from customers where email = $1', [
      email,
    ]);
    const tasks = await rig.database.pool.query(
      'select 1 from complaints where company_id = $1 and description = $2',
      [rig.co.companyId, 'Written halfway'],
    );
    expect([customers.rowCount, tasks.rowCount]).toEqual([0, 0]);
    // Sent again, the same request is stored once, whole.
    const again = await fetch(`${rig.server.baseUrl}/api/companies/complaints/create-on-behalf`, {
      method: 'POST',
      headers: { ...bearer(rig.co.admin.token), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(again.status).toBe(201);
    await expectOneEpisode(rig, 1);
  });
});

describe('issue 26: 53300, a role at its connection limit', () => {
  const role = `ronda_limited_${crypto.randomBytes(4).toString('hex')}`;
  const rolePassword = crypto.randomBytes(12).toString('hex');
  let rig: Rig;
  beforeAll(async () => {
    rig = await startRig({
      url: async (database) => {
        // Superusers are exempt from connection limits: the app signs in as a plain role.
        // With a password: the embedded cluster (`npm test` on a fresh machine) asks for one.
        await admin(`create role "${role}" login password '${rolePassword}'`);
        for (const grant of [
          'grant all on schema public to',
          'grant all on all tables in schema public to',
          'grant all on all sequences in schema public to',
        ]) {
          await adminQuery(database.url, `${grant} "${role}"`);
        }
        const url = new URL(database.url);
        url.username = role;
        url.password = rolePassword;
        return url.toString();
      },
    });
  });
  afterAll(async () => {
    await rig.close();
    await admin(`drop role if exists "${role}"`);
  });

  it('answers 503 while the role may open no more connections, and recovers when the limit is raised', async () => {
    expect((await rig.read()).status).toBe(200);
    await admin(`alter role "${role}" connection limit 0`);
    try {
      await dropConnections(rig, `usename = '${role}'`);
      await expectUnavailable(await rig.read());
      await expectUnavailable(await rig.read());
      expect(rig.logs.withMessage('database unavailable')[0]?.database).toMatchObject({
        code: '53300',
      });
    } finally {
      await admin(`alter role "${role}" connection limit -1`);
    }
    expect((await rig.read()).status).toBe(200);
    await expectOneEpisode(rig, 2);
  });
});

describe('issue 26: a pool whose every connection is taken for longer than it waits', () => {
  let rig: Rig;
  beforeAll(async () => {
    rig = await startRig({ max: 1, waitMs: 300 });
  });
  afterAll(async () => rig.close());

  it('answers 503 after the wait, and serves again once a connection is free', async () => {
    expect((await rig.read()).status).toBe(200);
    const taken = await rig.pool.pool.connect();
    try {
      await expectUnavailable(await rig.read());
      expect(rig.logs.withMessage('database unavailable')[0]?.database).toMatchObject({
        kind: 'pool',
      });
    } finally {
      taken.release();
    }
    expect((await rig.read()).status).toBe(200);
    await expectOneEpisode(rig, 1);
  });
});

describe('issue 26: a server starting up or shutting down (57P03), and one that is gone', () => {
  let gate: PostgresGate;
  let rig: Rig;
  beforeAll(async () => {
    rig = await startRig({
      url: async (database) => {
        gate = await startPostgresGate(database.url);
        return gate.url;
      },
    });
  });
  afterAll(async () => {
    await rig.close();
    await gate.close();
  });

  it('57P03: "the database system is starting up" answers 503 until it has started', async () => {
    expect((await rig.read()).status).toBe(200);
    await gate.refuse('57P03', 'the database system is starting up');
    await dropConnections(rig, `datname = '${databaseNameOf(rig.database.url)}'`);
    await expectUnavailable(await rig.read());
    expect(rig.logs.withMessage('database unavailable')[0]?.database).toMatchObject({
      code: '57P03',
    });
    await gate.open();
    expect((await rig.read()).status).toBe(200);
    await expectOneEpisode(rig, 1);
  });

  it('refused connections (nothing listens) answer 503, and a second outage is a second episode', async () => {
    rig.logs.lines.length = 0;
    await gate.shut();
    await expect.poll(() => rig.pool.pool.totalCount, { timeout: 10_000 }).toBe(0);
    await expectUnavailable(await rig.read());
    await expectUnavailable(await rig.read());
    expect(rig.logs.withMessage('database unavailable')[0]?.database).toMatchObject({
      code: 'ECONNREFUSED',
    });
    await gate.open();
    expect((await rig.read()).status).toBe(200);
    await expectOneEpisode(rig, 2);
  });
});
