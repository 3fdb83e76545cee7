import type { LatestLocationRow } from '../repositories/latest-locations.repository.ts';

const UNKNOWN = '"lastUpdated":null,"location":null';
const HAS_NOT_ASCII = /[^\x20-\x7e]/;
const NOT_ASCII = /[^\x20-\x7e]/g;

/**
 * A JSON string literal in ASCII alone (other characters as \uXXXX, which JSON allows), so a
 * record's text is its bytes and a whole list can be copied into one buffer without encoding.
 */
export function asciiJsonString(value: string): string {
  const json = JSON.stringify(value);
  return HAS_NOT_ASCII.test(json)
    ? json.replace(NOT_ASCII, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`)
    : json;
}

/**
 * console.md §3 Latest location record as ASCII JSON text: the employee, then the location part
 * the ingest statement presented when it stored the fix (numbers, booleans and a time: ASCII).
 * Text, because a company's whole list is answered at once and re-encoding 10,000 records would
 * cost more than reading them.
 */
export function latestLocationJson(row: LatestLocationRow): string {
  const [userId, firstName, lastName, picture, presented] = row;
  const employee = `{"id":"${userId}","firstName":${asciiJsonString(firstName)},"lastName":${asciiJsonString(lastName)},"profilePicture":${picture === null ? 'null' : asciiJsonString(picture)}}`;
  // The stored part is one JSON object; its members join the employee's record.
  const location = presented ? presented.trim().slice(1, -1) : UNKNOWN;
  return `{"employee":${employee},${location}}`;
}

/** ASCII texts joined by commas between `start` and `end`, written into one buffer. */
export function joinAscii(parts: readonly string[], start: string, end: string): Buffer {
  let size = start.length + end.length + Math.max(0, parts.length - 1);
  for (const part of parts) size += part.length;
  const out = Buffer.allocUnsafe(size);
  // ASCII: one byte a character, so Latin-1 writes the UTF-8 bytes, as a copy.
  let at = out.write(start, 0, 'latin1');
  parts.forEach((part, i) => {
    if (i > 0) at += out.write(',', at, 'latin1');
    at += out.write(part, at, 'latin1');
  });
  out.write(end, at, 'latin1');
  return out;
}
