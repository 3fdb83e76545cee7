import type { Logger } from 'pino';
import type { Config } from '../config.ts';

/** A way of signing in that this server cannot offer, and the settings it lacks. */
export interface UnavailableSignIn {
  message: string;
  missing: string[];
}

/**
 * What the configuration leaves no one able to sign in to. The sign-in pages only tell a visitor
 * that sign-in is not available; which setting is missing is for the operator, in the logs.
 */
export function unavailableSignIns(
  config: Pick<Config, 'google' | 'apple' | 'adminEmail' | 'demoLogin'>,
): UnavailableSignIn[] {
  const found: UnavailableSignIn[] = [];
  if (!config.google.clientId && !config.apple.clientId) {
    found.push({
      message:
        'Google and Apple sign-in are not available: set GOOGLE_CLIENT_ID and/or APPLE_CLIENT_ID. ' +
        (config.demoLogin
          ? '/login, /join and /field offer only the demo people (DEMO_LOGIN).'
          : 'Nobody can sign in at /login, /join or /field.'),
      missing: ['GOOGLE_CLIENT_ID', 'APPLE_CLIENT_ID'],
    });
  }
  const adminMissing = [
    ...(config.google.clientId ? [] : ['GOOGLE_CLIENT_ID']),
    ...(config.adminEmail ? [] : ['ADMIN_EMAIL']),
  ];
  if (adminMissing.length > 0) {
    found.push({
      message: `/admin sign-in is not available: set ${adminMissing.join(' and ')}.`,
      missing: adminMissing,
    });
  }
  return found;
}

/** Logged once at start-up, where operators look (README: Configuration). */
export function logUnavailableSignIns(
  config: Parameters<typeof unavailableSignIns>[0],
  log: Pick<Logger, 'warn'>,
): void {
  for (const { message, missing } of unavailableSignIns(config)) log.warn({ missing }, message);
}
