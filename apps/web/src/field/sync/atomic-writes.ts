/** Helpers that make one IndexedDB transaction keep all of its writes or none. */

/**
 * Runs the writes of one transaction and waits for its commit. A write that throws (a point
 * without an id) aborts it, so the writes before it are rolled back too: all or nothing.
 */
export async function atomically<T>(
  tx: { done: Promise<void>; abort(): void },
  work: () => Promise<T>,
): Promise<T> {
  try {
    const result = await work();
    await tx.done;
    return result;
  } catch (error) {
    tx.done.catch(() => undefined);
    try {
      tx.abort();
    } catch {
      // Already aborted by the failed request itself.
    }
    throw error;
  }
}

/**
 * Starts a write, turning a throw on the spot (a point without an id) into a rejection, so that
 * Promise.all also awaits the writes already started and their abort is not left unhandled.
 */
export function write(start: () => Promise<unknown>): Promise<unknown> {
  try {
    return start();
  } catch (error) {
    return Promise.reject(error);
  }
}
