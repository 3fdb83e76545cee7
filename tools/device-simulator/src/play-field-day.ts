import type { ActionKind, PlannedAction } from './day-actions.ts';
import type { DeviceClient } from './device-client.ts';
import type { FieldDayPlan } from './plan-types.ts';
import type { PointBatch } from './upload-batches.ts';

export interface PlayWindow {
  /** Only what is sent after this; omitted, from the start of the day. */
  after?: Date;
  /** Up to and including this. */
  until: Date;
}

export interface PlayResult {
  actionsSent: number;
  /** Actions the server answered 409 to: it was already in that state. */
  actionConflicts: { kind: ActionKind; id: string; message: string }[];
  batchesSent: number;
  pointsSent: number;
  accepted: number;
  duplicates: number;
  rejected: { pointId: string; message: string }[];
}

type Outgoing = { at: number; action: PlannedAction } | { at: number; batch: PointBatch };

export function emptyPlayResult(): PlayResult {
  return {
    actionsSent: 0,
    actionConflicts: [],
    batchesSent: 0,
    pointsSent: 0,
    accepted: 0,
    duplicates: 0,
    rejected: [],
  };
}

export function addPlayResults(total: PlayResult, more: PlayResult): PlayResult {
  return {
    actionsSent: total.actionsSent + more.actionsSent,
    actionConflicts: [...total.actionConflicts, ...more.actionConflicts],
    batchesSent: total.batchesSent + more.batchesSent,
    pointsSent: total.pointsSent + more.pointsSent,
    accepted: total.accepted + more.accepted,
    duplicates: total.duplicates + more.duplicates,
    rejected: [...total.rejected, ...more.rejected],
  };
}

/** When the plan's last request goes out: after it, replaying the day sends nothing new. */
export function lastSendAt(plan: FieldDayPlan): Date {
  const times = [...plan.actions, ...plan.batches].map((item) => item.sendAt.getTime());
  return new Date(Math.max(...times));
}

/**
 * Sends, in send order, every action and batch of the plan due in (after, until]. Called once
 * with everything due so far, or every few seconds with a moving window for a live day; a
 * window sent twice is harmless, as the server recognises every id it has seen.
 */
export async function playFieldDay(
  client: DeviceClient,
  plan: FieldDayPlan,
  window: PlayWindow,
): Promise<PlayResult> {
  const after = window.after?.getTime() ?? -Infinity;
  const until = window.until.getTime();
  const due = (at: number) => at > after && at <= until;
  const outgoing: Outgoing[] = [
    ...plan.actions.map((action) => ({ at: action.sendAt.getTime(), action })),
    ...plan.batches.map((batch) => ({ at: batch.sendAt.getTime(), batch })),
  ].filter((item) => due(item.at));
  // Stable sort, actions listed first: at the same instant a punch-in goes before its points.
  outgoing.sort((a, b) => a.at - b.at);

  const result = emptyPlayResult();
  for (const item of outgoing) {
    if ('action' in item) {
      const answer = await client.sendAction(item.action);
      result.actionsSent++;
      if (answer.status === 'conflict') {
        result.actionConflicts.push({
          kind: item.action.kind,
          id: item.action.body.id ?? '',
          message: answer.message,
        });
      }
      continue;
    }
    const answer = await client.postLocations(item.batch.points);
    result.batchesSent++;
    result.pointsSent += item.batch.points.length;
    result.accepted += answer.accepted;
    result.duplicates += answer.duplicates;
    for (const { index, message } of answer.rejected) {
      result.rejected.push({ pointId: item.batch.points[index]?.id ?? `#${index}`, message });
    }
  }
  return result;
}
