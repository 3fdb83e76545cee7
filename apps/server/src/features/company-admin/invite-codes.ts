import crypto from 'node:crypto';

// No 0/O or 1/I: codes are read aloud and typed from paper as often as they are scanned.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 8 characters from 32 symbols: 40 random bits, and the code also expires. */
export function newInviteCode(): string {
  const bytes = crypto.randomBytes(8);
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

export function joinUrl(baseUrl: string, code: string): string {
  const url = new URL('/join', baseUrl);
  url.searchParams.set('code', code);
  return url.toString();
}
