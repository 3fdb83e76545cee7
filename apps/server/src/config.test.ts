import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected the configuration to be refused');
}

describe('loadConfig', () => {
  it('runs on safe defaults with no environment at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: path.resolve('./data'),
      seedDemo: true,
      demoLogin: true,
      companyTimezoneDefault: 'Asia/Kolkata',
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      s3: undefined,
    });
    expect(config.google.jwksUrl).toBe('https://www.googleapis.com/oauth2/v3/certs');
    expect(config.apple.jwksUrl).toBe('https://appleid.apple.com/auth/keys');
  });

  it('parses the values it is given', () => {
    const config = loadConfig({
      PORT: '8080',
      SEED_DEMO: 'false',
      DATABASE_URL: 'postgres://u:p@db:5432/ronda',
      PUBLIC_URL: 'https://ronda.example/',
      ADMIN_EMAIL: 'Ops@Ronda.Example',
      COMPANY_TIMEZONE_DEFAULT: 'Europe/Lisbon',
      S3_BUCKET: 'files',
      S3_REGION: 'ap-south-1',
    });
    expect(config.port).toBe(8080);
    expect(config.seedDemo).toBe(false);
    expect(config.databaseUrl).toBe('postgres://u:p@db:5432/ronda');
    expect(config.publicUrl).toBe('https://ronda.example');
    expect(config.adminEmail).toBe('ops@ronda.example');
    expect(config.companyTimezoneDefault).toBe('Europe/Lisbon');
    expect(config.s3).toMatchObject({ bucket: 'files', region: 'ap-south-1' });
  });

  it('PUB-RTE-36 PUB-RTE-37 leaves the store addresses unset by default, and reads https ones (issue 18)', () => {
    expect(loadConfig({}).storeApps).toEqual({ android: null, ios: null });
    expect(loadConfig({ ANDROID_APP_URL: ' ', IOS_APP_URL: '' }).storeApps).toEqual({
      android: null,
      ios: null,
    });
    const config = loadConfig({
      ANDROID_APP_URL: 'https://play.google.com/store/apps/details?id=in.ronda',
      IOS_APP_URL: 'https://apps.apple.com/in/app/ronda/id6450000000',
    });
    expect(config.storeApps).toEqual({
      android: 'https://play.google.com/store/apps/details?id=in.ronda',
      ios: 'https://apps.apple.com/in/app/ronda/id6450000000',
    });
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' }).port).toBe(3000);
  });

  it.each([
    ['PORT', 'abc', 'PORT: must be a port number from 0 to 65535'],
    ['PORT', '70000', 'PORT: must be a port number from 0 to 65535'],
    ['SEED_DEMO', 'maybe', 'SEED_DEMO: must be true or false'],
    ['DATABASE_URL', 'mysql://x', 'DATABASE_URL: must be a postgres:// or postgresql:// URL'],
    ['SLACK_WEBHOOK_URL', 'not a url', 'SLACK_WEBHOOK_URL: must be a URL'],
    [
      'TILE_URL',
      'https://tiles.example/x.png',
      'TILE_URL: must be an http(s) URL template containing {z}, {x} and {y}',
    ],
    [
      'COMPANY_TIMEZONE_DEFAULT',
      'Mars/Olympus',
      'COMPANY_TIMEZONE_DEFAULT: must be an IANA time zone such as Asia/Kolkata',
    ],
    ['SESSION_SECRET', 'short', 'SESSION_SECRET: must be at least 32 characters'],
    ['ADMIN_EMAIL', 'nobody', 'ADMIN_EMAIL: must be an e-mail address'],
    ['ANDROID_APP_URL', 'play store', 'ANDROID_APP_URL: must be a URL'],
    [
      'ANDROID_APP_URL',
      'http://play.google.com/store/apps/details?id=in.ronda',
      'ANDROID_APP_URL: must start with https://',
    ],
    ['IOS_APP_URL', 'javascript:alert(1)', 'IOS_APP_URL: must start with https://'],
  ])('refuses a bad %s with a message naming it', (name, value, message) => {
    expect(problemsOf({ [name]: value })).toContain(message);
  });

  it('requires SESSION_SECRET in production and refuses DEMO_LOGIN there', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'SESSION_SECRET: is required when NODE_ENV=production',
    ]);
    expect(
      problemsOf({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), DEMO_LOGIN: 'true' }),
    ).toEqual([
      'DEMO_LOGIN: must not be turned on when NODE_ENV=production (anyone could sign in as anyone)',
    ]);
    const production = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) });
    expect(production.demoLogin).toBe(false);
  });

  it('asks for bucket and region together when any S3 setting is given', () => {
    expect(problemsOf({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toEqual([
      'S3_BUCKET: is required when any S3_* setting is given',
      'S3_REGION: is required when any S3_* setting is given',
    ]);
  });
});

describe('TRUST_PROXY', () => {
  it('is off unless set, so X-Forwarded-For cannot dodge rate limits', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });
});

describe('RATE_LIMIT_MULTIPLIER', () => {
  it('is 1 unless set, and only whole numbers from 1 to 10000 are accepted', () => {
    expect(loadConfig({}).rateLimitMultiplier).toBe(1);
    expect(loadConfig({ RATE_LIMIT_MULTIPLIER: '100' }).rateLimitMultiplier).toBe(100);
    for (const bad of ['0', '2.5', 'lots', '10001']) {
      expect(problemsOf({ RATE_LIMIT_MULTIPLIER: bad })).toEqual([
        'RATE_LIMIT_MULTIPLIER: must be a whole number from 1 to 10000',
      ]);
    }
  });
});

describe('request and database pool limits (issue 26)', () => {
  it("default to Node's 16 KB of headers, a 1 MB body, 10 connections and a 5 s wait", () => {
    const config = loadConfig({});
    expect(config.maxHeaderBytes).toBe(16_384);
    expect(config.bodyLimitBytes).toBe(1_048_576);
    expect(config.databasePool).toEqual({ size: 10, waitMs: 5_000 });
  });

  it('take the values they are given, and refuse what is not a whole number in range', () => {
    const config = loadConfig({
      MAX_HEADER_BYTES: '32768',
      BODY_LIMIT_BYTES: '2097152',
      DATABASE_POOL_SIZE: '20',
      DATABASE_POOL_WAIT_MS: '2000',
    });
    expect([config.maxHeaderBytes, config.bodyLimitBytes]).toEqual([32_768, 2_097_152]);
    expect(config.databasePool).toEqual({ size: 20, waitMs: 2_000 });
    expect(problemsOf({ MAX_HEADER_BYTES: '100' })).toEqual([
      'MAX_HEADER_BYTES: must be a whole number of bytes from 4096 to 1048576',
    ]);
    expect(problemsOf({ DATABASE_POOL_SIZE: '0', DATABASE_POOL_WAIT_MS: 'soon' })).toEqual([
      'DATABASE_POOL_SIZE: must be a whole number of connections from 1 to 1000',
      'DATABASE_POOL_WAIT_MS: must be a whole number of milliseconds from 100 to 120000',
    ]);
  });
});
