import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_COMPANY_TIMEZONE, type StoreAppUrls } from '@ronda/shared';

/**
 * Every environment variable the server reads, parsed once. Nothing else reads process.env, so
 * this file (and the README table built from it) is the whole configuration surface.
 */

const booleanFlag = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'].includes(v), {
    message: 'must be true or false',
  })
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const httpUrl = z
  .string()
  .trim()
  .url({ message: 'must be a URL' })
  .refine((v) => /^https?:\/\//.test(v), { message: 'must start with http:// or https://' });

const httpsUrl = z
  .string()
  .trim()
  .url({ message: 'must be a URL' })
  .refine((v) => v.startsWith('https://'), { message: 'must start with https://' });

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    schema.optional(),
  );

const timeZone = z.string().refine(
  (tz) => {
    try {
      new Intl.DateTimeFormat('en-IN', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  },
  { message: 'must be an IANA time zone such as Asia/Kolkata' },
);

/** A whole number from `min` to `max`, with one message for every way it can be wrong. */
const wholeNumber = (min: number, max: number, what: string) => {
  const error = `must be a whole number of ${what} from ${min} to ${max}`;
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};

const envSchema = z
  .object({
    NODE_ENV: optional(z.enum(['development', 'test', 'production'])).default('development'),
    LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
    /** `auto`: readable lines on a terminal, JSON otherwise (a file, a log collector). */
    LOG_FORMAT: optional(z.enum(['auto', 'json', 'pretty'])).default('auto'),
    PORT: optional(
      z.coerce
        .number({ error: 'must be a port number from 0 to 65535' })
        .int({ error: 'must be a port number from 0 to 65535' })
        .min(0, { error: 'must be a port number from 0 to 65535' })
        .max(65535, { error: 'must be a port number from 0 to 65535' }),
    ).default(3000),
    HOST: optional(z.string().trim().min(1)).default('127.0.0.1'),
    TRUST_PROXY: optional(booleanFlag).default(false),
    PUBLIC_FORM_RATE_LIMIT: optional(
      z.coerce
        .number({ error: 'must be a whole number of posts per minute' })
        .int()
        .min(1)
        .max(100_000),
    ).default(10),
    RATE_LIMIT_MULTIPLIER: optional(
      z.coerce
        .number({ error: 'must be a whole number from 1 to 10000' })
        .int({ error: 'must be a whole number from 1 to 10000' })
        .min(1, { error: 'must be a whole number from 1 to 10000' })
        .max(10_000, { error: 'must be a whole number from 1 to 10000' }),
    ).default(1),
    DATABASE_URL: optional(
      z
        .string()
        .trim()
        .refine((v) => /^postgres(ql)?:\/\//.test(v), {
          message: 'must be a postgres:// or postgresql:// URL',
        }),
    ),
    DATABASE_POOL_SIZE: optional(wholeNumber(1, 1000, 'connections')).default(10),
    DATABASE_POOL_WAIT_MS: optional(wholeNumber(100, 120_000, 'milliseconds')).default(5_000),
    // Node's own default (16 KB): the request line and every header together.
    MAX_HEADER_BYTES: optional(wholeNumber(4_096, 1_048_576, 'bytes')).default(16_384),
    BODY_LIMIT_BYTES: optional(wholeNumber(1_024, 104_857_600, 'bytes')).default(1_048_576),
    DATA_DIR: optional(z.string().trim().min(1)).default('./data'),
    SEED_DEMO: optional(booleanFlag).default(true),
    PUBLIC_URL: optional(httpUrl),
    SESSION_SECRET: optional(z.string().min(32, { message: 'must be at least 32 characters' })),
    DEMO_LOGIN: optional(booleanFlag),
    ADMIN_EMAIL: optional(
      z.string().trim().toLowerCase().email({ message: 'must be an e-mail address' }),
    ),
    GOOGLE_CLIENT_ID: optional(z.string().trim().min(1)),
    GOOGLE_JWKS_URL: optional(httpUrl).default('https://www.googleapis.com/oauth2/v3/certs'),
    GOOGLE_GSI_SCRIPT_URL: optional(httpUrl).default('https://accounts.google.com/gsi/client'),
    APPLE_CLIENT_ID: optional(z.string().trim().min(1)),
    APPLE_JS_URL: optional(httpUrl).default(
      'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js',
    ),
    APPLE_JWKS_URL: optional(httpUrl).default('https://appleid.apple.com/auth/keys'),
    SLACK_WEBHOOK_URL: optional(httpUrl),
    // Where scheduled reports are e-mailed through; unset = the page says e-mail is not set up.
    SMTP_URL: optional(
      z
        .string()
        .trim()
        .url({ message: 'must be a URL' })
        .refine((v) => /^smtps?:\/\//.test(v), {
          message: 'must start with smtp:// or smtps://',
        }),
    ),
    MAIL_FROM: optional(z.string().trim().min(3)).default('Ronda reports <reports@ronda.example>'),
    // Web Push's key pair (base64url); unset = made on the first start and kept in the database.
    VAPID_PUBLIC_KEY: optional(
      z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9_-]{80,100}$/, { message: 'must be a base64url P-256 public key' }),
    ),
    VAPID_PRIVATE_KEY: optional(
      z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9_-]{40,50}$/, { message: 'must be a base64url P-256 private key' }),
    ),
    VAPID_SUBJECT: optional(
      z
        .string()
        .trim()
        .regex(/^(mailto:|https:\/\/)/, { message: 'must be a mailto: or https:// address' }),
    ),
    GEOCODER_URL: optional(httpUrl).default('https://nominatim.openstreetmap.org'),
    // No public default: the demo OSRM server forbids production use. Unset = paths unsnapped.
    ROUTING_URL: optional(httpUrl),
    TILE_URL: optional(
      z
        .string()
        .trim()
        .refine(
          (v) => /^https?:\/\//.test(v) && ['{z}', '{x}', '{y}'].every((p) => v.includes(p)),
          {
            message: 'must be an http(s) URL template containing {z}, {x} and {y}',
          },
        ),
    ).default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
    S3_BUCKET: optional(z.string().trim().min(1)),
    S3_REGION: optional(z.string().trim().min(1)),
    S3_ENDPOINT: optional(httpUrl),
    S3_ACCESS_KEY_ID: optional(z.string().trim().min(1)),
    S3_SECRET_ACCESS_KEY: optional(z.string().trim().min(1)),
    S3_PUBLIC_URL: optional(httpUrl),
    COMPANY_TIMEZONE_DEFAULT: optional(timeZone).default(DEFAULT_COMPANY_TIMEZONE),
    SUPPORT_EMAIL: optional(
      z.string().trim().email({ message: 'must be an e-mail address' }),
    ).default('support@ronda.example'),
    SUPPORT_PHONE: optional(z.string().trim().min(5)).default('+91 832 000 0000'),
    // Store listings of the mobile apps; unset until they exist, which hides that app's badges.
    ANDROID_APP_URL: optional(httpsUrl),
    IOS_APP_URL: optional(httpsUrl),
  })
  .superRefine((env, ctx) => {
    const production = env.NODE_ENV === 'production';
    if (production && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'is required when NODE_ENV=production',
      });
    }
    if (production && env.DEMO_LOGIN === true) {
      ctx.addIssue({
        code: 'custom',
        path: ['DEMO_LOGIN'],
        message: 'must not be turned on when NODE_ENV=production (anyone could sign in as anyone)',
      });
    }
    if ((env.VAPID_PUBLIC_KEY === undefined) !== (env.VAPID_PRIVATE_KEY === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message: 'is required when the other VAPID key is given',
      });
    }
    const s3Keys = ['S3_BUCKET', 'S3_REGION'] as const;
    const anyS3 = [...s3Keys, 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].some(
      (k) => env[k as keyof typeof env] !== undefined,
    );
    for (const key of s3Keys) {
      if (anyS3 && !env[key]) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'is required when any S3_* setting is given',
        });
      }
    }
  });

type Env = z.infer<typeof envSchema>;

export interface Config {
  nodeEnv: Env['NODE_ENV'];
  logLevel: NonNullable<Env['LOG_LEVEL']>;
  logFormat: 'auto' | 'json' | 'pretty';
  port: number;
  host: string;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (rate limits, logs). */
  trustProxy: boolean;
  /** Posts a minute one address may make to each public form endpoint. */
  publicFormRateLimit: number;
  /** Scales every per-address rate limit (load tests, end-to-end suites). */
  rateLimitMultiplier: number;
  databaseUrl: string | undefined;
  /** Connections this process opens at most, and how long a request waits for a free one
   * before it is answered 503. */
  databasePool: { size: number; waitMs: number };
  /** The request line and headers together; beyond it Node refuses the request (431). */
  maxHeaderBytes: number;
  /** Request bodies of routes without a limit of their own; beyond it 413. */
  bodyLimitBytes: number;
  dataDir: string;
  seedDemo: boolean;
  publicUrl: string | undefined;
  sessionSecret: string | undefined;
  demoLogin: boolean;
  adminEmail: string | undefined;
  google: { clientId: string | undefined; jwksUrl: string; scriptUrl: string };
  apple: { clientId: string | undefined; jwksUrl: string; scriptUrl: string };
  slackWebhookUrl: string | undefined;
  /** SMTP for scheduled reports; undefined when SMTP_URL is not set. */
  mail: { smtpUrl: string; from: string } | undefined;
  /** Web Push: configured VAPID keys (else made and kept in the database) and the contact. */
  push: { keys: { publicKey: string; privateKey: string } | undefined; subject: string };
  geocoderUrl: string;
  /** An OSRM-compatible server whose match service snaps trips to roads, for display only. */
  routingUrl: string | undefined;
  tileUrl: string;
  s3:
    | {
        bucket: string;
        region: string;
        endpoint: string | undefined;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        publicUrl: string | undefined;
      }
    | undefined;
  companyTimezoneDefault: string;
  supportEmail: string;
  supportPhone: string;
  /** Store addresses of the mobile apps (ANDROID_APP_URL, IOS_APP_URL); null hides a badge. */
  storeApps: StoreAppUrls;
}

export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.problems = problems;
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`,
      ),
    );
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  return {
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'warn' : 'info'),
    logFormat: e.LOG_FORMAT,
    port: e.PORT,
    host: e.HOST,
    trustProxy: e.TRUST_PROXY,
    publicFormRateLimit: e.PUBLIC_FORM_RATE_LIMIT,
    rateLimitMultiplier: e.RATE_LIMIT_MULTIPLIER,
    databaseUrl: e.DATABASE_URL,
    databasePool: { size: e.DATABASE_POOL_SIZE, waitMs: e.DATABASE_POOL_WAIT_MS },
    maxHeaderBytes: e.MAX_HEADER_BYTES,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    // npm runs workspace scripts inside the workspace; INIT_CWD is where the user typed the command.
    dataDir: path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR),
    seedDemo: e.SEED_DEMO,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    sessionSecret: e.SESSION_SECRET,
    demoLogin: e.DEMO_LOGIN ?? !production,
    adminEmail: e.ADMIN_EMAIL,
    google: {
      clientId: e.GOOGLE_CLIENT_ID,
      jwksUrl: e.GOOGLE_JWKS_URL,
      scriptUrl: e.GOOGLE_GSI_SCRIPT_URL,
    },
    apple: { clientId: e.APPLE_CLIENT_ID, jwksUrl: e.APPLE_JWKS_URL, scriptUrl: e.APPLE_JS_URL },
    slackWebhookUrl: e.SLACK_WEBHOOK_URL,
    mail: e.SMTP_URL ? { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM } : undefined,
    push: {
      keys:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : undefined,
      subject: e.VAPID_SUBJECT ?? `mailto:${e.SUPPORT_EMAIL}`,
    },
    geocoderUrl: e.GEOCODER_URL.replace(/\/+$/, ''),
    routingUrl: e.ROUTING_URL?.replace(/\/+$/, ''),
    tileUrl: e.TILE_URL,
    s3:
      e.S3_BUCKET && e.S3_REGION
        ? {
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            publicUrl: e.S3_PUBLIC_URL,
          }
        : undefined,
    companyTimezoneDefault: e.COMPANY_TIMEZONE_DEFAULT,
    supportEmail: e.SUPPORT_EMAIL,
    supportPhone: e.SUPPORT_PHONE,
    storeApps: { android: e.ANDROID_APP_URL ?? null, ios: e.IOS_APP_URL ?? null },
  };
}
