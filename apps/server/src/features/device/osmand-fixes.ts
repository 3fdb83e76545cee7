import {
  deviceTimeProblem,
  KNOT_IN_METRES_PER_SECOND,
  type OsmandBody,
  type OsmandFields,
  type OsmandJson,
  type OsmandJsonFix,
} from '@ronda/shared';
import { ApiError } from '../../lib/api-error.ts';

/**
 * Reads what an OsmAnd-protocol app sent (query string, form body or Traccar's JSON) into the
 * device API's points, which the location ingest then validates and stores like any other. Only
 * units and names are translated here; the values are judged by the ingest's own rules.
 */

/** A point for the device API (still to be validated), or why the fix cannot become one. */
export type OsmandFix = { point: Record<string, unknown> } | { refused: string };

export interface OsmandRequest {
  /** The tracking key as sent (the app's device identifier). */
  key: string;
  fixes: OsmandFix[];
}

export const MISSING_KEY_MESSAGE =
  'The tracking key is missing: send it as id (or device_id in Traccar’s JSON).';
export const MISSING_POSITION_MESSAGE =
  'No position: send lat and lon (or location=lat,lon), or Traccar’s JSON { location, device_id }.';
export const TIMESTAMP_MESSAGE =
  'timestamp must be Unix seconds or milliseconds, ISO 8601 or yyyy-MM-dd HH:mm:ss';
const LOCATION_MESSAGE = 'location must be "lat,lon"';

/**
 * 10^10 seconds is the year 2286 and 10^10 milliseconds is April 1970: below it a number is
 * seconds, above it milliseconds.
 */
const SECONDS_UNTIL = 1e10;
const EPOCH_NUMBER = /^\d+(\.\d+)?$/;
/** ISO 8601 or Traccar's `yyyy-MM-dd HH:mm:ss`; without a zone the time is UTC. */
const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2})?)(?:[.,](\d{1,9}))?\s?(Z|[+-]\d{2}(?::?\d{2})?)?$/i;
const DECIMAL = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;

function fromEpoch(value: number): Date | undefined {
  if (!Number.isFinite(value) || value < 0) return undefined;
  const at = new Date(Math.round(value < SECONDS_UNTIL ? value * 1000 : value));
  return Number.isNaN(at.getTime()) ? undefined : at;
}

function zoneOf(zone: string | undefined): string {
  if (!zone || zone.toUpperCase() === 'Z') return 'Z';
  const digits = zone.slice(1).replace(':', '').padEnd(4, '0');
  return `${zone[0]}${digits.slice(0, 2)}:${digits.slice(2)}`;
}

/** The fix time in any form the apps send; the arrival time when none is sent (as Traccar does). */
export function osmandTimeOf(value: unknown, now: Date): Date | undefined {
  if (value === undefined || value === null || value === '') return now;
  if (typeof value === 'number') return fromEpoch(value);
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (EPOCH_NUMBER.test(text)) return fromEpoch(Number(text));
  const parts = DATE_TIME.exec(text);
  if (!parts) return undefined;
  const [, date, time, fraction, zone] = parts;
  const seconds = time && time.length === 5 ? `${time}:00` : time;
  const millis = (fraction ?? '').slice(0, 3).padEnd(3, '0');
  const ms = Date.parse(`${date}T${seconds}.${millis}${zoneOf(zone)}`);
  return Number.isFinite(ms) ? new Date(ms) : undefined;
}

/** A number when the text is one; the text itself otherwise, so the ingest says what is wrong. */
function numberOf(text: string | undefined): number | string | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  return DECIMAL.test(text.trim()) ? Number(text) : text;
}

/** iOS (and the JSON apps built on it) send -1 for a speed, course or accuracy it does not know. */
function unknownIfNegative(value: unknown): unknown {
  return typeof value === 'number' && value < 0 ? null : value;
}

function flagOf(text: string | undefined): boolean | string | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const word = text.trim().toLowerCase();
  if (word === 'true' || word === '1') return true;
  if (word === 'false' || word === '0') return false;
  return text;
}

/** The stored id of a fix: its time, since these apps name no point and re-send after a failure. */
function pointAt(value: unknown, now: Date, readings: Record<string, unknown>): OsmandFix {
  const at = osmandTimeOf(value, now);
  if (!at) return { refused: TIMESTAMP_MESSAGE };
  // Checked before the time is written out: a year past 9999 has no ISO 8601 form to send on.
  const problem = deviceTimeProblem(at, now);
  if (problem) return { refused: problem };
  return {
    point: { id: `osmand-${at.getTime()}`, timestamp: at.toISOString(), ...readings },
  };
}

function fixOfFields(fields: OsmandFields, now: Date): OsmandFix {
  let lat: string | undefined = fields.lat;
  let lon: string | undefined = fields.lon;
  if (fields.location !== undefined) {
    const parts = fields.location.split(',');
    if (parts.length !== 2) return { refused: LOCATION_MESSAGE };
    [lat, lon] = parts;
  }
  const speed = unknownIfNegative(numberOf(fields.speed));
  return pointAt(fields.timestamp, now, {
    lat: numberOf(lat),
    lng: numberOf(lon),
    accuracy: unknownIfNegative(numberOf(fields.accuracy)),
    speed: typeof speed === 'number' ? speed * KNOT_IN_METRES_PER_SECOND : speed,
    heading: unknownIfNegative(numberOf(fields.bearing ?? fields.heading)),
    altitude: numberOf(fields.altitude),
    battery: unknownIfNegative(numberOf(fields.batt)),
    charging: flagOf(fields.charge),
  });
}

/** JSON gives the battery as a fraction (0.88); the device API stores percent. */
function batteryPercentOf(level: unknown): unknown {
  if (typeof level !== 'number') return level;
  return level < 0 ? null : Math.round(level * 1000) / 10;
}

function fixOfJson(record: OsmandJsonFix, now: Date): OsmandFix {
  const coords = record.coords;
  if (!coords) return { refused: 'coords is required' };
  return pointAt(record.timestamp, now, {
    lat: coords.latitude,
    lng: coords.longitude,
    accuracy: unknownIfNegative(coords.accuracy),
    speed: unknownIfNegative(coords.speed),
    heading: unknownIfNegative(coords.heading),
    altitude: coords.altitude,
    battery: batteryPercentOf(record.battery?.level),
    charging: record.battery?.is_charging,
    activity: record.activity?.type,
    isMock: record.mock,
  });
}

function isJsonBody(body: OsmandBody): body is OsmandJson {
  return body !== undefined && body !== null && typeof body.location === 'object';
}

const present = (text: string | undefined) =>
  text !== undefined && text.trim() !== '' ? text.trim() : undefined;

/**
 * The key and fixes of a request, or a 400 when it cannot be read: no key, or no position at
 * all. JSON takes its key from `device_id` (or the query string), never from inside a record.
 */
export function readOsmandRequest(query: OsmandFields, body: OsmandBody, now: Date): OsmandRequest {
  if (isJsonBody(body)) {
    const key = present(body.device_id) ?? present(query.id) ?? present(query.deviceid);
    if (!key) throw ApiError.badRequest(MISSING_KEY_MESSAGE);
    const records = Array.isArray(body.location) ? body.location : [body.location];
    return { key, fixes: records.map((record) => fixOfJson(record, now)) };
  }
  // A form body (Traccar Client 10.x) may repeat the query string; the body wins.
  const fields: OsmandFields = { ...query };
  for (const [name, value] of Object.entries(body ?? {})) {
    if (value !== undefined) fields[name as keyof OsmandFields] = value;
  }
  const key = present(fields.id) ?? present(fields.deviceid);
  if (!key) throw ApiError.badRequest(MISSING_KEY_MESSAGE);
  if ([fields.lat, fields.lon, fields.location].every((v) => present(v) === undefined)) {
    throw ApiError.badRequest(MISSING_POSITION_MESSAGE);
  }
  return { key, fixes: [fixOfFields(fields, now)] };
}
