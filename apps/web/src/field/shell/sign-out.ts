import { signOut } from '@/lib/auth-store';
import { FIELD_PUSH_WORKER, turnOffPush } from '@/lib/push/web-push';

/** The longest a tap on Sign out waits for this phone's subscription to go. */
export const PUSH_FORGET_WAIT_MS = 4000;

/**
 * Signing out of the field app (issue 30): this phone's push subscription goes first, while the
 * token can still ask the server to forget it, so the next person to sign in here is not told of
 * this person's tasks. A slow network keeps no one signed in: the session ends after a few
 * seconds whatever happened (the browser's own unsubscribe is local; a subscription the server
 * still holds is dropped when the push service calls it gone).
 */
export async function signOutOfField(): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, PUSH_FORGET_WAIT_MS);
  });
  await Promise.race([turnOffPush(FIELD_PUSH_WORKER).catch(() => undefined), waited]);
  clearTimeout(timer);
  signOut();
}
