import { addPlayResults, emptyPlayResult, type PlayResult } from './play-field-day.ts';

/** One line per person: what went up and what the server made of it. */
export function formatPlayLine(label: string, result: PlayResult): string {
  const conflicts =
    result.actionConflicts.length > 0
      ? `, ${result.actionConflicts.length} already done (409)`
      : '';
  return (
    `${label.padEnd(9)} points sent ${result.pointsSent} in ${result.batchesSent} batches: ` +
    `${result.accepted} accepted, ${result.duplicates} duplicates, ${result.rejected.length} rejected; ` +
    `actions ${result.actionsSent}${conflicts}`
  );
}

/** The total, then why points were rejected (there should be none), grouped by reason. */
export function formatTotals(results: readonly PlayResult[]): string {
  const total = results.reduce(addPlayResults, emptyPlayResult());
  const lines = [formatPlayLine('total', total)];
  const reasons = new Map<string, number>();
  for (const { message } of total.rejected) reasons.set(message, (reasons.get(message) ?? 0) + 1);
  for (const [message, count] of reasons) lines.push(`  rejected ${count}×: ${message}`);
  for (const conflict of total.actionConflicts) {
    lines.push(`  ${conflict.kind} ${conflict.id}: ${conflict.message}`);
  }
  return lines.join('\n');
}
