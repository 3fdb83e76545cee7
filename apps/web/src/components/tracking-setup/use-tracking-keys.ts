import type { CreateTrackingKeyResponse, TrackingKey } from '@ronda/shared';
import { useCallback, useEffect, useState } from 'react';
import { ApiRequestError } from '@/lib/api-request-error';
import { createTrackingKey, listTrackingKeys, revokeTrackingKey } from './tracking-keys-api';

/** The server's sentence when it gave one, else ours. */
const problemText = (error: unknown, fallback: string) =>
  error instanceof ApiRequestError && error.message ? error.message : fallback;

export interface TrackingKeysState {
  /** Live keys, newest first; null until the first list arrives. */
  keys: TrackingKey[] | null;
  /** The address the app sends to. */
  url: string | null;
  loadProblem: string | null;
  /** The key just made: its secret is answered this once and kept only in memory. */
  created: CreateTrackingKeyResponse | null;
  /** What is in flight: 'create', or the id of the key being revoked. */
  busy: string | null;
  problem: string | null;
}

/**
 * One person's tracking keys, or with `null` (admins) the whole company's. Plain state rather
 * than a query cache: the field app loads this screen on its own, and the secret must not
 * outlive the screen.
 */
export function useTrackingKeys(userId: string | null) {
  const [state, setState] = useState<TrackingKeysState>({
    keys: null,
    url: null,
    loadProblem: null,
    created: null,
    busy: null,
    problem: null,
  });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    listTrackingKeys(userId, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        setState((s) => ({ ...s, keys: answer.trackingKeys, url: answer.url, loadProblem: null }));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((s) => ({
          ...s,
          loadProblem: problemText(error, 'Could not load the tracking keys.'),
        }));
      },
    );
    return () => controller.abort();
  }, [userId, round]);

  const create = useCallback(async () => {
    // The company's list makes no key: a key is always someone's.
    if (userId === null) return;
    setState((s) => ({ ...s, busy: 'create', problem: null }));
    try {
      const created = await createTrackingKey(userId);
      setState((s) => ({
        ...s,
        busy: null,
        created,
        url: created.url,
        keys: [created.trackingKey, ...(s.keys ?? [])],
      }));
    } catch (error) {
      setState((s) => ({ ...s, busy: null, problem: problemText(error, 'Could not make a key.') }));
    }
  }, [userId]);

  const revoke = useCallback(async (id: string) => {
    setState((s) => ({ ...s, busy: id, problem: null }));
    try {
      await revokeTrackingKey(id);
      setState((s) => ({
        ...s,
        busy: null,
        keys: (s.keys ?? []).filter((k) => k.id !== id),
        created: s.created?.trackingKey.id === id ? null : s.created,
      }));
    } catch (error) {
      setState((s) => ({
        ...s,
        busy: null,
        problem: problemText(error, 'Could not revoke the key.'),
      }));
    }
  }, []);

  const dismissCreated = useCallback(() => setState((s) => ({ ...s, created: null })), []);

  return { ...state, create, revoke, reload, dismissCreated };
}
