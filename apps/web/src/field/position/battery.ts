export interface BatteryReading {
  /** Percent, 0–100; null when the browser does not tell. */
  level: number | null;
  charging: boolean | null;
}

interface BatteryManagerLike {
  level: number;
  charging: boolean;
}

/** The Battery Status API exists in Chromium only, and is not in TypeScript's DOM types. */
export async function readBattery(): Promise<BatteryReading> {
  const nav = globalThis.navigator as
    (Navigator & { getBattery?: () => Promise<BatteryManagerLike> }) | undefined;
  try {
    const manager = await nav?.getBattery?.();
    if (!manager) return { level: null, charging: null };
    return { level: Math.round(manager.level * 100), charging: manager.charging };
  } catch {
    return { level: null, charging: null };
  }
}
