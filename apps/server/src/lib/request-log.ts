import type { FastifyRequest } from 'fastify';
/**
 * GPS apps speaking the OsmAnd protocol put their tracking key (a password) in the query string.
 * The query is dropped when the path names that protocol, however it is spelt (/api/osmand,
 * /API/OSMAND/, %-escaped), or when it looks like an OsmAnd fix sent to a wrong address (the site's root,
 * say): a key and a position together.
 */
function carriesTrackingKey(path: string, query: string): boolean {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A broken %-escape: judged as sent.
  }
  if (decoded.toLowerCase().includes('osmand')) return true;
  return /(^|&)(id|deviceid|device_id)=/i.test(query) && /(^|&)(lat|lon|location)=/i.test(query);
}

/** The address as logged: without the query string when it may hold a tracking key. */
export function redactedUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const path = url.slice(0, mark);
  return carriesTrackingKey(path, url.slice(mark + 1)) ? `${path}?[redacted]` : url;
}

/**
 * Fastify's own request serializer (pino-http's fields), with the address redacted. Set on the
 * app's logger, so every request line (an unknown path's too) goes through it.
 */
export function requestLogSerializer(request: FastifyRequest) {
  // Fastify logs its own request objects here; anything else logged as `req` is read as warily
  // as Fastify's serializer does, since a serializer that throws loses the line.
  const url: unknown = request.url;
  return {
    method: request.method,
    url: typeof url === 'string' ? redactedUrl(url) : url,
    version: request.headers?.['accept-version'],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
