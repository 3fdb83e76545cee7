import { getHeapStatistics } from 'node:v8';

/**
 * Full collections at a steady pace through a long export (issue 29). A file of 10,000 people's
 * month makes rows faster than V8 collects them: each batch lives across a database round trip,
 * so it is promoted to the old generation, which V8 lets grow to about three times the live
 * heap before it collects (the server peaked at 360-400 MB writing the workbook). A full
 * collection of a server's live heap takes 15-30 ms. The pacer collects whenever the heap has
 * grown by `growthMb` since the last collection, whatever made it grow (rows, JSON, strings).
 *
 * It needs `--expose-gc`, which `npm start` passes; without it V8 keeps its own pace.
 */
/** Read when needed, not at import, so a test can stand in for it. */
const collector = () => (globalThis as { gc?: () => void }).gc;
const usedBytes = () => getHeapStatistics().used_heap_size;

export function heapPacer(growthMb = 32): () => void {
  const growth = growthMb * 1024 * 1024;
  let floor = usedBytes();
  return () => {
    const collect = collector();
    if (!collect || usedBytes() - floor < growth) return;
    collect();
    floor = usedBytes();
  };
}
