import crypto from 'node:crypto';

/**
 * 32 letters and digits without the look-alikes l, o, 0 and 1: a key is typed by hand into a
 * phone as often as it is scanned, and 32 symbols make each one exactly 5 random bits.
 */
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
/** 26 symbols: 130 random bits, past the 128 that make guessing (and a plain hash) hopeless. */
const KEY_LENGTH = 26;
const HINT_LENGTH = 4;

export function newTrackingKey(): string {
  const bytes = crypto.randomBytes(KEY_LENGTH);
  // 256 is a multiple of 32, so each byte's low 5 bits are uniform: no bias towards any symbol.
  return Array.from(bytes, (byte) => ALPHABET[byte & 31]).join('');
}

/**
 * What a phone sent, as stored: trimmed and lower-cased (a key typed with the keyboard's capital
 * letters is still the key), then SHA-256. A key has 130 random bits, so an unsalted fast hash
 * is enough, and it lets the database find the key by its unique index: no secret is compared in
 * code, so there is no timing to measure.
 */
export function hashTrackingKey(key: string): string {
  return crypto.createHash('sha256').update(key.trim().toLowerCase()).digest('base64url');
}

/** The last characters, shown in lists so a person can tell their keys apart. */
export function hintOfTrackingKey(key: string): string {
  return `…${key.slice(-HINT_LENGTH)}`;
}
