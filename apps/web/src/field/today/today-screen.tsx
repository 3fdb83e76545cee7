import {
  BREAK_REASON_MAX,
  DEVICE_BREAK_END_PATH,
  DEVICE_BREAK_START_PATH,
  DEVICE_PUNCH_IN_PATH,
  DEVICE_PUNCH_OUT_PATH,
} from '@ronda/shared';
import { useEffect, useState } from 'react';
import { addressOf, currentPosition, POSITION_FAILED } from '../position/current-position';
import { useOutbox, type QueuedCall } from '../outbox/outbox-context';
import { usePositionTracking } from '../position/use-position-tracking';
import { clock, DayClock } from './day-clock';
import { currentSession, phaseOf, type DayEvent } from './day-state';
import { RefusedList } from './refused-list';
import { useDay } from './use-day';
import styles from './today-screen.module.css';

function useNow(everyMs: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** Punch in and out, breaks, and today's hours with running timers. */
export function TodayScreen({ userId, timeZone }: { userId: string; timeZone: string }) {
  const outbox = useOutbox();
  const { day, record, date } = useDay(userId, timeZone);
  const phase = phaseOf(day);
  const session = currentSession(day);
  const breaks = day.sessions.flatMap((s) => s.breaks);
  const [confirmingOut, setConfirmingOut] = useState(false);
  const now = useNow(1000);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const tracking = usePositionTracking(phase === 'working' || phase === 'on-break');

  /** Takes the position, queues the call, then shows the change at once. */
  const act = async (kind: QueuedCall['kind'], path: string, extra: Record<string, unknown>) => {
    setBusy(true);
    setProblem(null);
    try {
      const spot = await currentPosition().catch(() => {
        throw new Error(POSITION_FAILED);
      });
      const id = crypto.randomUUID();
      const at = new Date().toISOString();
      const withAddress = kind === 'punch-in' || kind === 'punch-out';
      const address = withAddress ? await addressOf(spot) : null;
      const location = { lat: spot.lat, lng: spot.lng, ...(address ? { address } : {}) };
      await outbox.queue({
        kind,
        method: 'POST',
        path,
        body: { id, timestamp: at, location, ...extra },
        clientId: id,
      });
      const events: Record<string, DayEvent> = {
        'punch-in': { type: 'punch-in', at },
        'punch-out': { type: 'punch-out', at },
        'break-start': { type: 'break-start', at, id, reason: String(extra.reason ?? '') },
        'break-end': { type: 'break-end', at },
      };
      const event = events[kind];
      if (event) record(event);
      if (kind === 'break-start') setReason('');
    } catch (error) {
      setProblem(error instanceof Error ? error.message : POSITION_FAILED);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.screen}>
      <section className={styles.card} aria-labelledby="today-title">
        <DayClock day={day} date={date} timeZone={timeZone} now={now} />
        {session?.outsideSite && phase !== 'done' ? (
          <p role="alert" className={styles.warning}>
            You are outside every work site
          </p>
        ) : null}
        {problem ? (
          <p role="alert" className={styles.error}>
            {problem}
          </p>
        ) : null}
        <div className={styles.actions}>
          {phase === 'off' || phase === 'done' ? (
            <button
              type="button"
              className={styles.primary}
              disabled={busy}
              onClick={() => void act('punch-in', DEVICE_PUNCH_IN_PATH, {})}
            >
              Punch in
            </button>
          ) : null}
          {phase === 'working' ? (
            <form
              className={styles.breakForm}
              onSubmit={(e) => {
                e.preventDefault();
                if (reason.trim())
                  void act('break-start', DEVICE_BREAK_START_PATH, { reason: reason.trim() });
                else setProblem('Give a reason for the break.');
              }}
            >
              <label htmlFor="break-reason">Reason for a break</label>
              <input
                id="break-reason"
                value={reason}
                maxLength={BREAK_REASON_MAX}
                placeholder="Lunch, fuel, tea…"
                onChange={(e) => setReason(e.target.value)}
              />
              <button type="submit" className={styles.secondary} disabled={busy}>
                Start break
              </button>
            </form>
          ) : null}
          {phase === 'on-break' ? (
            <button
              type="button"
              className={styles.primary}
              disabled={busy}
              onClick={() => void act('break-end', DEVICE_BREAK_END_PATH, {})}
            >
              End break
            </button>
          ) : null}
          {(phase === 'working' || phase === 'on-break') && !confirmingOut ? (
            <button
              type="button"
              className={styles.danger}
              disabled={busy}
              onClick={() => setConfirmingOut(true)}
            >
              Punch out
            </button>
          ) : null}
          {(phase === 'working' || phase === 'on-break') && confirmingOut ? (
            // One tap must not end a day (issue 27): the punch-out is asked for twice.
            <div className={styles.confirm} role="group" aria-labelledby="punch-out-question">
              <p id="punch-out-question">Punch out now? Your position stops being shared.</p>
              <button
                type="button"
                className={styles.danger}
                disabled={busy}
                onClick={() => {
                  setConfirmingOut(false);
                  void act('punch-out', DEVICE_PUNCH_OUT_PATH, {});
                }}
              >
                Yes, punch out
              </button>
              <button
                type="button"
                className={styles.secondary}
                onClick={() => setConfirmingOut(false)}
              >
                Keep working
              </button>
            </div>
          ) : null}
        </div>
      </section>
      {phase === 'working' || phase === 'on-break' ? (
        <section className={styles.notice} aria-labelledby="tracking-title">
          <h2 id="tracking-title">Keep Ronda open while you work</h2>
          <p>
            Your position is shared with your team while you are punched in and this screen is on. A
            browser stops sending when the screen is off or another app is in front, and your
            manager sees that time as a gap. To be tracked with the screen off, set up Traccar
            Client in the Tracking tab.
          </p>
          <p className={styles.muted}>{tracking}</p>
        </section>
      ) : null}
      <RefusedList />
      {breaks.length > 0 ? (
        <section className={styles.card} aria-labelledby="breaks-title">
          <h2 id="breaks-title">Breaks today</h2>
          <ul className={styles.list}>
            {breaks.map((b) => (
              <li key={b.id}>
                {b.reason}: {clock(b.startTime, timeZone)}
                {b.endTime ? ` – ${clock(b.endTime, timeZone)}` : ' (on it now)'}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
