import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { logUnavailableSignIns, unavailableSignIns } from './sign-in-availability.ts';

describe('sign-in the configuration leaves unavailable, for the operator (issue 18)', () => {
  it('names the missing settings when neither Google nor Apple is configured', () => {
    expect(unavailableSignIns(loadConfig({ DEMO_LOGIN: 'false' }))).toEqual([
      {
        message:
          'Google and Apple sign-in are not available: set GOOGLE_CLIENT_ID and/or APPLE_CLIENT_ID. ' +
          'Nobody can sign in at /login, /join or /field.',
        missing: ['GOOGLE_CLIENT_ID', 'APPLE_CLIENT_ID'],
      },
      {
        message: '/admin sign-in is not available: set GOOGLE_CLIENT_ID and ADMIN_EMAIL.',
        missing: ['GOOGLE_CLIENT_ID', 'ADMIN_EMAIL'],
      },
    ]);
  });

  it('says when the demo people are all that is left', () => {
    const [providers] = unavailableSignIns(loadConfig({ DEMO_LOGIN: 'true' }));
    expect(providers?.message).toMatch(/offer only the demo people \(DEMO_LOGIN\)\.$/);
  });

  it('PUB-ADMIN-01 names only what /admin lacks: Google sign-in, or ADMIN_EMAIL', () => {
    expect(
      unavailableSignIns(
        loadConfig({ APPLE_CLIENT_ID: 'com.ronda.web', ADMIN_EMAIL: 'ops@ronda.example' }),
      ),
    ).toEqual([
      {
        message: '/admin sign-in is not available: set GOOGLE_CLIENT_ID.',
        missing: ['GOOGLE_CLIENT_ID'],
      },
    ]);
    expect(unavailableSignIns(loadConfig({ GOOGLE_CLIENT_ID: 'web' }))).toEqual([
      { message: '/admin sign-in is not available: set ADMIN_EMAIL.', missing: ['ADMIN_EMAIL'] },
    ]);
  });

  it('has nothing to say when every sign-in is configured', () => {
    const config = loadConfig({ GOOGLE_CLIENT_ID: 'web', ADMIN_EMAIL: 'ops@ronda.example' });
    expect(unavailableSignIns(config)).toEqual([]);
  });

  it('logs each as a warning with the missing settings', () => {
    const lines: Array<{ level: number; msg: string; missing: string[] }> = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()));
        done();
      },
    });
    logUnavailableSignIns(loadConfig({ GOOGLE_CLIENT_ID: 'web' }), pino({ level: 'info' }, sink));
    expect(lines.map(({ level, msg, missing }) => ({ level, msg, missing }))).toEqual([
      {
        level: 40,
        msg: '/admin sign-in is not available: set ADMIN_EMAIL.',
        missing: ['ADMIN_EMAIL'],
      },
    ]);
  });
});
