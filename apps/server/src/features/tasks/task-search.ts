import { and, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { complaints } from '../../db/schema/index.ts';

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
 * The words a search looks for, as the database keeps them (migration 0017): runs of letters
 * (with their marks) and digits, lower-cased, so "Rita@Shop" is two words and "98220-11111" two
 * runs of digits.
 */
export function searchWords(q: string): string[] {
  return q
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
}

/** The company's tag before each of its stored words: the first 8 hex digits of its id. */
export const searchTagOf = (companyId: string): string => companyId.replace(/-/g, '').slice(0, 8);

/**
 * Every word must be a word of the task's search document (issue 28: its description and its
 * customer's name, e-mail and phone digits, kept by triggers), or a single word may be the start
 * of the task's id. The last word, still being typed, and any word with a digit (a house number,
 * part of a phone) may be the start of a word; the others are whole words, which the index
 * answers by skipping through the rarest word's rows, where a prefix must first collect every
 * row of every word it starts ("ward" alone is every task of a company).
 *
 * The query is written as tsquery text, not parsed by to_tsquery (whose parser would split a
 * tagged word): the words hold only letters, marks and digits, so quoting each is enough. The
 * id is a range of the primary key.
 */
export function searchCondition(companyId: string, q: string): SQL | undefined {
  const typed = q.split(/\s+/).filter(Boolean);
  if (typed.length === 0) return undefined;
  const tag = searchTagOf(companyId);
  const words = searchWords(q);
  const last = words.length - 1;
  const query = words
    .map((word, i) => `'${tag}${word}'${i === last || /\p{N}/u.test(word) ? ':*' : ''}`)
    .join(' & ');
  const text = words.length ? sql`${complaints.searchVector} @@ ${query}::tsquery` : sql`false`;
  const range = typed.length === 1 && typed[0] ? idPrefixRange(typed[0]) : null;
  return range ? or(text, and(gte(complaints.id, range.from), lt(complaints.id, range.to))) : text;
}
