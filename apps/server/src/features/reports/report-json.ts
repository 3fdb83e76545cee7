/** What an answer says around its people: before them, and after them once all are counted. */
export interface ReportJsonFrame {
  head: Record<string, unknown>;
  tail: () => Record<string, unknown>;
}

const object = (value: Record<string, unknown>) => JSON.stringify(value).slice(1, -1);

/**
 * `{ is_success: true, report: { ...head, people: [...], ...tail() } }` as UTF-8 bytes, its
 * people written a batch at a time (issue 29). Each batch becomes text and then bytes outside
 * the JavaScript heap at once, so a month's 31,000 days are never alive together: kept as
 * objects (or as text) until the end, they were copied by every young-generation collection of
 * the request, a fifth of its time.
 */
export async function reportJsonBytes<T>(
  batches: AsyncIterable<T[]>,
  frame: ReportJsonFrame,
): Promise<Buffer> {
  const head = object(frame.head);
  const parts = [Buffer.from(`{"is_success":true,"report":{${head}${head ? ',' : ''}"people":[`)];
  let first = true;
  for await (const batch of batches) {
    if (batch.length === 0) continue;
    // One stringify a batch, not one a person: a quarter less time for 31,000 distance days
    // (30-37 ms against 41-48 in a microbenchmark here).
    const text = JSON.stringify(batch).slice(1, -1);
    parts.push(Buffer.from(first ? text : `,${text}`));
    first = false;
  }
  const tail = object(frame.tail());
  parts.push(Buffer.from(`]${tail ? ',' : ''}${tail}}}`));
  return Buffer.concat(parts);
}
