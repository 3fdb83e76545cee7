import { attendanceDayResponseSchema, localDateIn } from '@ronda/shared';
import { useCallback, useEffect, useState } from 'react';
import { apiClient } from '@/lib/api-client';
import { useRequest } from '../lib/use-request';
import { useSyncView } from '../outbox/outbox-context';
import {
  applyEvent,
  dayFromRecords,
  EMPTY_DAY,
  readDay,
  type DayEvent,
  type DayState,
} from './day-state';

const storageKey = (userId: string) => `ronda-field-day:${userId}`;

function readStored(userId: string, date: string): DayState {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey(userId)) ?? 'null') as {
      date: string;
      day: unknown;
    } | null;
    return stored?.date === date ? readDay(stored.day) : EMPTY_DAY;
  } catch {
    return EMPTY_DAY;
  }
}

/**
 * Today as the phone knows it. Actions change it at once (and are kept in localStorage, so a
 * reload offline shows the same day); once nothing is waiting to send, the server's record
 * replaces it, which also brings what only the server knows (outside every work site).
 */
export function useDay(userId: string, timeZone: string) {
  const date = localDateIn(new Date(), timeZone);
  const [day, setDay] = useState<DayState>(() => readStored(userId, date));
  const sync = useSyncView();
  const server = useRequest(
    `${userId}/${date}/${sync.syncedAt ?? ''}`,
    (signal) =>
      apiClient.request(`/api/companies/attendance/${userId}/${date}`, {
        schema: attendanceDayResponseSchema,
        signal,
      }),
    sync.online && sync.waiting === 0,
  );

  const serverDay =
    server.data && sync.waiting === 0 ? dayFromRecords(server.data.attendanceRecords) : null;
  const serverJson = serverDay ? JSON.stringify(serverDay) : null;

  // The server's record becomes the phone's, so a reload offline starts from it.
  useEffect(() => {
    if (serverJson)
      localStorage.setItem(storageKey(userId), `{"date":"${date}","day":${serverJson}}`);
  }, [serverJson, userId, date]);

  const record = useCallback(
    (event: DayEvent) => {
      const next = applyEvent(readStored(userId, date), event);
      localStorage.setItem(storageKey(userId), JSON.stringify({ date, day: next }));
      setDay(next);
    },
    [userId, date],
  );
  return { day: serverDay ?? day, record, date };
}
