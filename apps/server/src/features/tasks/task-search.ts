import { and, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { complaints } from '../../db/schema/index.ts';

/** `%`, `_` and `\` are LIKE's own characters: a word is matched as typed. */
const likeWord = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The uuids that start with `prefix` (hex digits, hyphens ignored) as a range of the primary
 * key, so "the first characters of the task id" is an index range scan, not a cast of every id.
 */
export function idPrefixRange(prefix: string): { from: string; to: string } | null {
  const hex = prefix.replace(/-/g, '').toLowerCase();
  if (hex.length < 4 || hex.length > 32 || !/^[0-9a-f]+$/.test(hex)) return null;
  const asUuid = (digits: string) =>
    `${digits.slice(0, 8)}-${digits.slice(8, 12)}-${digits.slice(12, 16)}-${digits.slice(16, 20)}-${digits.slice(20)}`;
  const from = asUuid(hex.padEnd(32, '0'));
  const upper = BigInt(`0x${hex}`) + 1n;
  if (upper >= 16n ** BigInt(hex.length))
    return { from, to: 'ffffffff-ffff-ffff-ffff-ffffffffffff' };
  const to = asUuid(upper.toString(16).padStart(hex.length, '0').padEnd(32, '0'));
  return { from, to };
}

/**
 * Every word must be found (issue 28) in the task's search text (its description and its
 * customer's name, e-mail and phone, kept by triggers, migration 0014), or a single word may be
 * the start of the task's id. One trigram index on (company, search text) answers every word
 * at once; the id is a range of the primary key.
 */
export function searchCondition(q: string): SQL | undefined {
  const words = q.split(/\s+/).filter(Boolean).slice(0, 8);
  if (words.length === 0) return undefined;
  const text = and(...words.map((word) => sql`${complaints.searchText} ilike ${likeWord(word)}`));
  const range = words.length === 1 && words[0] ? idPrefixRange(words[0]) : null;
  return range ? or(text, and(gte(complaints.id, range.from), lt(complaints.id, range.to))) : text;
}
