/**
 * PostgreSQL NOTIFY channels: how server processes on one database tell each other what changed
 * (ARCHITECTURE.md §6: no Redis). Payloads are JSON with at least `companyId`.
 */

/** A person's latest location moved forward; payload { companyId, userId }. Sent by ingest. */
export const LIVE_LOCATION_CHANNEL = 'ronda_live_location';

/**
 * A person was added, renamed, (de)activated or moved between departments; payload
 * { companyId, userId }.
 * Sent by triggers on users and department_members (migration 0004), so no write path forgets.
 */
export const PEOPLE_CHANGED_CHANNEL = 'ronda_people_changed';

/**
 * A punch, break or work log of a person was written; payload { companyId, userId, kind } with kind
 * 'attendance' or 'work-log'. Sent by triggers (migration 0012), so the console's day is live.
 */
export const ACTIVITY_CHANNEL = 'ronda_activity';

/**
 * An alert opened or closed (issue 30); payload { companyId, alertId, userId, taskId, closed }.
 * Sent by a trigger on alerts (migration 0020), whichever rule or process wrote it.
 */
export const ALERT_CHANNEL = 'ronda_alert';
