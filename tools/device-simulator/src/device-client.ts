import {
  DEVICE_LOCATIONS_PATH,
  apiErrorSchema,
  locationBatchResponseSchema,
  type DevicePointInput,
  type LocationBatchResponse,
} from '@ronda/shared';
import type { PlannedAction } from './day-actions.ts';

export interface DeviceClientOptions {
  baseUrl: string;
  token: string;
  fetchImpl?: typeof fetch;
  /** Attempts per request, the first included (default 5). */
  maxTries?: number;
  /** The first wait before a retry; it doubles each time (default 500 ms, at most 8 s). */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Per attempt, so a hung server is retried rather than waited on forever (default 20 s). */
  timeoutMs?: number;
}

/** An action the server took, or one it refused because that state already holds (a 409). */
export type ActionResult =
  { status: 'done'; httpStatus: number; body: unknown } | { status: 'conflict'; message: string };

export interface DeviceClient {
  postLocations(points: readonly DevicePointInput[]): Promise<LocationBatchResponse>;
  sendAction(action: PlannedAction): Promise<ActionResult>;
}

/** A request that failed for good; `status` is null when the server could not be reached. */
export class DeviceApiError extends Error {
  readonly status: number | null;
  readonly path: string;

  constructor(message: string, status: number | null, path: string) {
    super(message);
    this.name = 'DeviceApiError';
    this.status = status;
    this.path = path;
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function serverMessage(body: unknown, status: number): string {
  const parsed = apiErrorSchema.safeParse(body);
  return parsed.success ? parsed.data.message : `HTTP ${status}`;
}

/** Retry-After in seconds, when the server sent one; dates are rare enough to ignore. */
function retryAfterMs(response: Response): number | undefined {
  const value = Number(response.headers.get('retry-after'));
  return Number.isFinite(value) && value > 0 ? value * 1000 : undefined;
}

/**
 * Talks to the device API as the phone app does. A lost connection, a 5xx or a 429 is retried
 * with a doubling wait, which is safe because every point and action carries its own id; any
 * other 4xx means the simulator sent something wrong, and is thrown with the server's message.
 */
export function createDeviceClient(options: DeviceClientOptions): DeviceClient {
  const fetchImpl = options.fetchImpl ?? fetch;
  const maxTries = options.maxTries ?? 5;
  const baseDelayMs = options.baseDelayMs ?? 500;
  const maxDelayMs = options.maxDelayMs ?? 8_000;
  const timeoutMs = options.timeoutMs ?? 20_000;

  async function post(path: string, body: unknown): Promise<{ status: number; json: unknown }> {
    for (let attempt = 1; ; attempt++) {
      const wait = Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1));
      let response: Response;
      try {
        response = await fetchImpl(new URL(path, options.baseUrl), {
          method: 'POST',
          headers: {
            authorization: `Bearer ${options.token}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        if (attempt < maxTries) {
          await sleep(wait);
          continue;
        }
        const reason = error instanceof Error ? error.message : String(error);
        throw new DeviceApiError(`Cannot reach ${options.baseUrl}: ${reason}`, null, path);
      }
      const json: unknown = await response.json().catch(() => undefined);
      if (response.status >= 500 || response.status === 429) {
        if (attempt < maxTries) {
          await sleep(Math.min(maxDelayMs, retryAfterMs(response) ?? wait));
          continue;
        }
        const message = `${path} kept failing: ${serverMessage(json, response.status)}`;
        throw new DeviceApiError(message, response.status, path);
      }
      return { status: response.status, json };
    }
  }

  return {
    async postLocations(points) {
      const { status, json } = await post(DEVICE_LOCATIONS_PATH, { points });
      if (status < 200 || status >= 300) {
        throw new DeviceApiError(serverMessage(json, status), status, DEVICE_LOCATIONS_PATH);
      }
      const parsed = locationBatchResponseSchema.safeParse(json);
      if (!parsed.success) {
        throw new DeviceApiError(
          'Unexpected answer to a location batch',
          status,
          DEVICE_LOCATIONS_PATH,
        );
      }
      return parsed.data;
    },
    async sendAction(action) {
      const { status, json } = await post(action.path, action.body);
      if (status === 409) return { status: 'conflict', message: serverMessage(json, status) };
      if (status < 200 || status >= 300) {
        throw new DeviceApiError(serverMessage(json, status), status, action.path);
      }
      return { status: 'done', httpStatus: status, body: json };
    },
  };
}
