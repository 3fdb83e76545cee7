import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { acceptDate } from '../lib/pick-date';

/**
 * The person and day shown live in the address (issue 27): `/location?employeeId=…&date=…` opens
 * that day, a link can be shared, and Back and Forward move between the days and people looked at.
 * No date, or one that is not a real day up to today, is today.
 */
export function useDayAddress(today: string) {
  const [params, setParams] = useSearchParams();
  const employeeId = params.get('employeeId') ?? '';
  const asked = params.get('date');
  const date = (asked && acceptDate(asked, today)) || today;
  const change = useCallback(
    (key: 'employeeId' | 'date', value: string) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      }),
    [setParams],
  );
  return {
    employeeId,
    date,
    setEmployee: useCallback((id: string) => change('employeeId', id), [change]),
    setDate: useCallback((day: string) => change('date', day), [change]),
  };
}
