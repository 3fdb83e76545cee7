import type { DevicePointInput } from '@ronda/shared';
import { useEffect, useState } from 'react';
import { useOutbox } from '../outbox/outbox-context';
import { readBattery, type BatteryReading } from './battery';
import { onFix, onFixError } from './position-watch';

/** The battery level changes slowly: read it once a minute. */
const BATTERY_EVERY_MS = 60_000;

/** A GPS fix as the device API takes it. Speed and heading only when the browser knows them. */
export function pointOf(position: GeolocationPosition, battery: BatteryReading): DevicePointInput {
  const { coords } = position;
  const known = (value: number | null) => (value === null || Number.isNaN(value) ? null : value);
  return {
    id: crypto.randomUUID(),
    timestamp: new Date(position.timestamp).toISOString(),
    lat: coords.latitude,
    lng: coords.longitude,
    accuracy: known(coords.accuracy),
    speed: known(coords.speed),
    heading: known(coords.heading),
    altitude: known(coords.altitude),
    battery: battery.level,
    charging: battery.charging,
  };
}

/**
 * While `active` (punched in) and the app is open, every fix of the app's position watch is
 * queued for the device API. Returns a line saying how tracking goes.
 */
export function usePositionTracking(active: boolean): string {
  const outbox = useOutbox();
  const [status, setStatus] = useState('Waiting for the first position…');
  const supported = Boolean(globalThis.navigator?.geolocation);

  useEffect(() => {
    if (!active || !supported) return;
    let battery: BatteryReading = { level: null, charging: null };
    const readLevel = () => void readBattery().then((reading) => (battery = reading));
    readLevel();
    // Each fix goes to IndexedDB as it comes: a closed tab or a crash loses none of them.
    const stopFixes = onFix((position) => {
      void outbox.queuePoints([pointOf(position, battery)]);
      setStatus(`Sharing your position (within ${Math.round(position.coords.accuracy)} m).`);
    });
    const stopErrors = onFixError(() =>
      setStatus('Your position is not available. Check that location is allowed.'),
    );
    const timer = setInterval(readLevel, BATTERY_EVERY_MS);
    return () => {
      stopFixes();
      stopErrors();
      clearInterval(timer);
    };
  }, [active, supported, outbox]);

  return supported ? status : 'This browser cannot share positions.';
}
