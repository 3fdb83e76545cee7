import { useCallback, useEffect, useState } from 'react';

export interface RequestState<T> {
  /** The answer for the current key only: an answer for an older key is never shown as current. */
  data: T | undefined;
  error: unknown;
  pending: boolean;
  reload: () => void;
}

interface Settled<T> {
  key: string;
  data?: T;
  error?: unknown;
}

/**
 * Runs `load` when `key` changes (and `enabled`), aborting the previous run. The field app's own
 * small stand-in for a query library: the first screen must stay within its JavaScript budget.
 */
export function useRequest<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  enabled = true,
): RequestState<T> {
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const roundKey = `${key}#${round}`;

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ key: roundKey, data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled({ key: roundKey, error });
      },
    );
    return () => controller.abort();
    // `load` is read when the key changes: callers pass an inline function.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [roundKey, enabled]);

  const current = settled?.key === roundKey ? settled : null;
  return {
    data: current?.data,
    error: current?.error,
    pending: enabled && current === null,
    reload,
  };
}
