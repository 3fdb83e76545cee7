import { MAX_POINTS_PER_BATCH, type DevicePointInput } from '@ronda/shared';

const FIX_EVERY_MS = 1000;
const M_PER_DEG_LAT = 111_320;
const MODES = [
  { activity: 'in_vehicle', speed: 9, turn: 6 },
  { activity: 'walking', speed: 1.4, turn: 25 },
  { activity: 'still', speed: 0, turn: 0 },
] as const;

/**
 * One phone's GPS track, made up as time passes: a fix a second, driving, walking or standing
 * with GPS jitter, around its company's centre. `batchUntil` hands over the fixes not yet
 * acknowledged, as a phone's outbox does: a failed upload is sent again with the next one.
 */
export class PhoneTrack {
  private lat: number;
  private lng: number;
  private heading: number;
  private mode: (typeof MODES)[number];
  private nextFixAt: number;
  private seq = 0;
  private battery = 60 + Math.random() * 40;
  private readonly outbox: DevicePointInput[] = [];

  private readonly idPrefix: string;

  constructor(idPrefix: string, centre: { lat: number; lng: number }, startAt: number) {
    this.idPrefix = idPrefix;
    // Within ~3 km of the centre, in a random mode, as if it had been tracking for 10 s.
    this.lat = centre.lat + (Math.random() - 0.5) * 0.05;
    this.lng = centre.lng + (Math.random() - 0.5) * 0.05;
    this.heading = Math.random() * 360;
    this.mode = MODES[Math.floor(Math.random() * MODES.length)] ?? MODES[0];
    this.nextFixAt = Math.floor(startAt / FIX_EVERY_MS) * FIX_EVERY_MS - 9 * FIX_EVERY_MS;
  }

  /** The fixes taken up to `now` and not yet acknowledged (at most a request's worth). */
  batchUntil(now: number): DevicePointInput[] {
    while (this.nextFixAt <= now) {
      this.outbox.push(this.fix(this.nextFixAt));
      this.nextFixAt += FIX_EVERY_MS;
    }
    return this.outbox.slice(0, MAX_POINTS_PER_BATCH);
  }

  /** The server answered 2xx for the first `count` fixes of the last batch. */
  acknowledge(count: number): void {
    this.outbox.splice(0, count);
  }

  private fix(at: number): DevicePointInput {
    // Now and then a change of mode (a stop, setting off again), otherwise a gentle turn.
    if (Math.random() < 0.01) {
      this.mode = MODES[Math.floor(Math.random() * MODES.length)] ?? this.mode;
    }
    this.heading = (this.heading + (Math.random() - 0.5) * this.mode.turn + 360) % 360;
    const speed = this.mode.speed * (0.8 + Math.random() * 0.4);
    const rad = (this.heading * Math.PI) / 180;
    this.lat += (speed * Math.cos(rad)) / M_PER_DEG_LAT;
    this.lng += (speed * Math.sin(rad)) / (M_PER_DEG_LAT * Math.cos((this.lat * Math.PI) / 180));
    this.battery = Math.max(5, this.battery - 0.0015);
    const accuracy = 3 + Math.random() * 12;
    // Jitter of about the fix's accuracy, as a parked phone's fixes wander.
    const jitter = () => ((Math.random() - 0.5) * accuracy) / M_PER_DEG_LAT;
    this.seq += 1;
    return {
      id: `${this.idPrefix}-${this.seq}`,
      timestamp: new Date(at).toISOString(),
      lat: Math.round((this.lat + jitter()) * 1e6) / 1e6,
      lng: Math.round((this.lng + jitter()) * 1e6) / 1e6,
      accuracy: Math.round(accuracy * 10) / 10,
      speed: Math.round(speed * 10) / 10,
      heading: Math.round(this.heading),
      altitude: 10 + Math.round(Math.random() * 5),
      battery: Math.round(this.battery),
      charging: false,
      activity: this.mode.activity,
      isMock: false,
    };
  }
}
