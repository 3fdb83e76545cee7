/**
 * One live-stream event's data read with its schema; anything unreadable is null, so a malformed
 * event is skipped rather than breaking the stream.
 */
export function parseLiveEvent<T>(
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } },
  data: string,
): T | null {
  try {
    const result = schema.safeParse(JSON.parse(data));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}
