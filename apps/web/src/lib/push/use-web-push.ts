import { useCallback, useEffect, useState } from 'react';
import {
  readPushState,
  turnOffPush,
  turnOnPush,
  type PushState,
  type PushWorker,
} from './web-push';

export interface WebPushSwitch {
  /** null while this browser is being asked. */
  state: PushState | null;
  busy: boolean;
  /** The last tap's change did not happen. */
  failed: 'on' | 'off' | null;
  turnOn: () => void;
  turnOff: () => void;
}

/**
 * A switch for this browser's notifications from one worker. The state is read again whenever
 * the page comes back into view: someone who unblocked notifications in the browser's settings
 * returns to a button that works.
 */
export function useWebPush(worker: PushWorker, userId: string): WebPushSwitch {
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<'on' | 'off' | null>(null);

  const reread = useCallback(
    () => readPushState(worker).then(setState, () => setState('off')),
    [worker],
  );

  useEffect(() => {
    void reread();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void reread();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [reread]);

  const run = (change: 'on' | 'off', action: () => Promise<PushState>) => {
    setBusy(true);
    setFailed(null);
    action()
      .then(setState, async () => {
        setFailed(change);
        await reread();
      })
      .finally(() => setBusy(false));
  };

  return {
    state,
    busy,
    failed,
    // Not deferred: the permission prompt shows only while the tap is being handled.
    turnOn: () => run('on', () => turnOnPush(worker, userId)),
    turnOff: () => run('off', () => turnOffPush(worker).then(() => readPushState(worker))),
  };
}
