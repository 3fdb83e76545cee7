import type { DevicePointInput } from '@ronda/shared';
import { useEffect, useRef, useState } from 'react';
import { useOutbox } from '../outbox/outbox-context';
import { readBattery, type BatteryReading } from './battery';

/** Fixes are written to the queue in small groups: little work per fix, little lost by a crash. */
const FLUSH_EVERY_MS = 10_000;
const FLUSH_AT = 20;

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
 * While `active` (punched in) and the app is open, every position the browser reports is queued
 * for the device API. Returns a line saying how tracking goes.
 */
export function usePositionTracking(active: boolean): string {
  const outbox = useOutbox();
  const [status, setStatus] = useState('Waiting for the first position…');
  const supported = Boolean(globalThis.navigator?.geolocation);
  const buffer = useRef<DevicePointInput[]>([]);

  useEffect(() => {
    const geolocation = globalThis.navigator?.geolocation;
    if (!active || !geolocation) return;
    let battery: BatteryReading = { level: null, charging: null };
    void readBattery().then((reading) => (battery = reading));
    const flush = () => {
      const points = buffer.current.splice(0);
      if (points.length > 0) void outbox.queuePoints(points);
    };
    const watch = geolocation.watchPosition(
      (position) => {
        buffer.current.push(pointOf(position, battery));
        const accuracy = Math.round(position.coords.accuracy);
        setStatus(`Sharing your position (within ${accuracy} m).`);
        if (buffer.current.length >= FLUSH_AT) flush();
      },
      () => setStatus('Your position is not available. Check that location is allowed.'),
      { enableHighAccuracy: true, maximumAge: 0, timeout: 30_000 },
    );
    const timer = setInterval(() => {
      flush();
      void readBattery().then((reading) => (battery = reading));
    }, FLUSH_EVERY_MS);
    // Leaving the page (or the screen going off) writes what is buffered first.
    const onHide = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', flush);
    return () => {
      geolocation.clearWatch(watch);
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [active, outbox]);

  return supported ? status : 'This browser cannot share positions.';
}
