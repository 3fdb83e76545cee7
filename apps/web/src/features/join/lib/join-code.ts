import { inviteCodeSchema } from '@ronda/shared';

/** The join code from the page's `?code=`, as the server expects it, or null when it cannot be one. */
export function parseJoinCode(raw: string | null): string | null {
  if (raw === null) return null;
  const parsed = inviteCodeSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
