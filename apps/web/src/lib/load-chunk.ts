import { CHUNK_LOAD_TIMEOUT_MS } from '@ronda/shared';

export class ChunkLoadTimeoutError extends Error {
  override name = 'ChunkLoadTimeoutError';
}

/**
 * Loads a lazily split module, failing after the spec's chunk time-out (§9: 120 s). A browser
 * waits on a stalled request far longer; failing lets the route's error page offer a reload.
 */
export function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadTimeoutError(`No answer after ${CHUNK_LOAD_TIMEOUT_MS / 1000} s`)),
      CHUNK_LOAD_TIMEOUT_MS,
    );
    load()
      .then(resolve, reject)
      .finally(() => clearTimeout(timer));
  });
}
