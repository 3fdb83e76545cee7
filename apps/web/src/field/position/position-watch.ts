/**
 * One watch on the phone's position for as long as the app is open. Punches and breaks take the
 * latest fix from it (a fresh one-off request can wait its whole time-out while a watch is
 * running), and while the person is punched in every fix is also queued for the device API.
 */
type Listener = (position: GeolocationPosition) => void;

let latest: GeolocationPosition | null = null;
let failure: GeolocationPositionError | null = null;
let watchId: number | null = null;
let users = 0;
const listeners = new Set<Listener>();
const errorListeners = new Set<() => void>();

export function startWatching(
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
): () => void {
  if (!geolocation) return () => undefined;
  users += 1;
  if (watchId === null) {
    watchId = geolocation.watchPosition(
      (position) => {
        latest = position;
        failure = null;
        for (const listener of listeners) listener(position);
      },
      (error) => {
        failure = error;
        for (const listener of errorListeners) listener();
      },
      { enableHighAccuracy: true, maximumAge: 0, timeout: 30_000 },
    );
  }
  return () => {
    users -= 1;
    if (users === 0 && watchId !== null) {
      geolocation.clearWatch(watchId);
      watchId = null;
    }
  };
}

/** The latest fix if it is at most `maxAgeMs` old. */
export function latestFix(maxAgeMs: number, now = Date.now()): GeolocationPosition | null {
  return latest && now - latest.timestamp <= maxAgeMs ? latest : null;
}

export function lastFailure(): GeolocationPositionError | null {
  return failure;
}

export function onFix(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function onFixError(listener: () => void): () => void {
  errorListeners.add(listener);
  return () => errorListeners.delete(listener);
}
