/**
 * Whether an address a phone is given (a QR code, a server URL) means this computer only: a phone
 * that opens 127.0.0.1 or localhost talks to itself (issue 27). The setting that fixes it is
 * PUBLIC_URL; the README says so.
 */
export function isLoopbackUrl(url: string): boolean {
  const parsed = URL.parse(url);
  if (!parsed) return false;
  const host = parsed.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '::1' ||
    host === '0.0.0.0' ||
    /^127\.\d+\.\d+\.\d+$/.test(host)
  );
}

export const LOOPBACK_URL_WARNING =
  'A phone cannot reach this address: it is this computer’s own. Set PUBLIC_URL on the server to an address phones can open (its network address or domain, e.g. http://192.168.1.20:3000) and restart it.';
