/**
 * What a sign-in page says when the server has no way to sign anyone in (neither GOOGLE_CLIENT_ID
 * nor APPLE_CLIENT_ID, or for /admin no Google sign-in or ADMIN_EMAIL). Visitors cannot fix
 * that, so they are not told which setting is missing; the server logs it at start-up for its
 * operators (apps/server/src/auth/sign-in-availability.ts).
 */
export const SIGN_IN_UNAVAILABLE =
  'Sign-in is not available on this server yet. Please contact your administrator.';

/** The same, on a page that still offers the demo company's people below. */
export const PROVIDER_SIGN_IN_UNAVAILABLE =
  'Sign-in with Google or Apple is not available on this server yet. Please contact your administrator.';

export function signInUnavailableText(demoOffered: boolean): string {
  return demoOffered ? PROVIDER_SIGN_IN_UNAVAILABLE : SIGN_IN_UNAVAILABLE;
}
