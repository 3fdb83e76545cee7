import dns from 'node:dns';
import https from 'node:https';
import net, { type LookupFunction } from 'node:net';
import { classifyMapsLink, MAPS_LINK_HOSTS, type MapsLinkHost } from '@ronda/shared';

/**
 * Follows a short Google Maps link (maps.app.goo.gl) to the full link it stands for, asking only
 * what a signed-in user's pasted text could make us ask safely: https only, only the map hosts at
 * every hop, never a private address (the name is resolved here, and the connection goes to the
 * address that was checked, so a second DNS answer cannot slip in), a few redirects, a few
 * seconds, and no body read. The chain ends at the first full map link, which is not requested:
 * everything the picker needs is in the link itself.
 */

export const MAPS_LINK_MAX_REDIRECTS = 3;
export const MAPS_LINK_TIMEOUT_MS = 3_000;
// Full map links run to a few hundred characters; a Location far beyond that is not one.
const MAX_LOCATION_CHARS = 8_000;
const USER_AGENT = 'Ronda/0.1 (map link expander)';

export type MapsLinkFailure =
  | 'not-https'
  | 'bad-url'
  | 'unknown-host'
  | 'private-address'
  | 'too-many-redirects'
  | 'timeout'
  | 'unreachable'
  | 'bad-response';

export class MapsLinkError extends Error {
  readonly reason: MapsLinkFailure;

  constructor(reason: MapsLinkFailure, message: string) {
    super(message);
    this.reason = reason;
    this.name = 'MapsLinkError';
  }
}

export interface MapsLinkExpanderOptions {
  /** Which links are shorteners to follow and which are full map links; MAPS_LINK_HOSTS. */
  hosts?: readonly MapsLinkHost[];
  /** Every address of a host name; defaults to the system resolver (dns.lookup, all). */
  resolve?: (host: string) => Promise<string[]>;
  /** Whether an address may be connected to; defaults to public unicast addresses only. */
  allowAddress?: (address: string) => boolean;
  /** Certificates to trust instead of the system's (tests: the stand-in's own). */
  ca?: string | Buffer;
  /** The port every request goes to (443); tests point it at a local stand-in. */
  port?: number;
  maxRedirects?: number;
  /** For the whole chain: resolving, connecting and every hop. */
  timeoutMs?: number;
}

export interface MapsLinkExpander {
  /** The full map link `url` leads to, or `url` itself when it is one already. */
  expand(url: string): Promise<string>;
}

export async function lookupAll(host: string): Promise<string[]> {
  const found = await dns.promises.lookup(host, { all: true, verbatim: true });
  return found.map((entry) => entry.address);
}

// Not reachable on the public internet, or not one machine: loopback, private (RFC 1918), CGNAT,
// link-local (cloud metadata lives at 169.254.169.254), multicast, reserved, documentation.
const REFUSED_V4 = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  REFUSED_V4.addSubnet(address, prefix, 'ipv4');
}

// IPv6 is allowed only in global unicast (2000::/3), which leaves out ::, ::1, unique local
// fc00::/7, link-local fe80::/10, multicast ff00::/8; within it, the ranges that tunnel to or
// stand for other addresses (Teredo and other IETF assignments, 6to4) or are documentation.
const GLOBAL_V6 = new net.BlockList();
GLOBAL_V6.addSubnet('2000::', 3, 'ipv6');
const REFUSED_V6 = new net.BlockList();
for (const [address, prefix] of [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['3fff::', 20],
] as const) {
  REFUSED_V6.addSubnet(address, prefix, 'ipv6');
}

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  let canonical: string;
  try {
    // The URL parser validates and writes the address one way: lower case, dotted quads as hex.
    canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  } catch {
    return null;
  }
  const [head = '', tail] = canonical.split('::');
  const part = (text: string) => (text === '' ? [] : text.split(':').map((g) => parseInt(g, 16)));
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/** The IPv4 address an IPv6 one carries (IPv4-mapped ::ffff:a.b.c.d, NAT64 64:ff9b::a.b.c.d). */
function embeddedIpv4(groups: number[]): string | null {
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = groups;
  const mapped = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff;
  const nat64 = g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0;
  if (!mapped && !nat64) return null;
  return [g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff].join('.');
}

/** Whether an address is a public unicast one, fit to be asked on a user's behalf. */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return !REFUSED_V4.check(address, 'ipv4');
  // A zone id (fe80::1%eth0) only ever qualifies a link-local address.
  if (family !== 6 || address.includes('%')) return false;
  const groups = ipv6Groups(address);
  if (!groups) return false;
  const ipv4 = embeddedIpv4(groups);
  if (ipv4 !== null) return !REFUSED_V4.check(ipv4, 'ipv4');
  return GLOBAL_V6.check(address, 'ipv6') && !REFUSED_V6.check(address, 'ipv6');
}

function parseUrl(text: string, base?: URL): URL {
  const url = URL.parse(text, base?.href);
  if (!url) throw new MapsLinkError('bad-url', 'not a link');
  return url;
}

/** Rejects when the deadline passes first: dns.lookup itself cannot be cancelled. */
function beforeDeadline<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new MapsLinkError('timeout', 'map link took too long'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

interface Answer {
  status: number;
  location: string | undefined;
}

export function createMapsLinkExpander(options: MapsLinkExpanderOptions = {}): MapsLinkExpander {
  const hosts = options.hosts ?? MAPS_LINK_HOSTS;
  const resolve = options.resolve ?? lookupAll;
  const allowAddress = options.allowAddress ?? isPublicAddress;
  const port = options.port ?? 443;
  const maxRedirects = options.maxRedirects ?? MAPS_LINK_MAX_REDIRECTS;
  const timeoutMs = options.timeoutMs ?? MAPS_LINK_TIMEOUT_MS;

  /** What a hop is, or why it may not be taken. */
  function check(url: URL) {
    if (url.protocol !== 'https:') throw new MapsLinkError('not-https', `${url.protocol} link`);
    // Map links never carry a port or credentials; a link that does is aimed elsewhere.
    if (url.port !== '' || url.username !== '' || url.password !== '') {
      throw new MapsLinkError('bad-url', 'link with a port or credentials');
    }
    const kind = classifyMapsLink(url, hosts);
    if (!kind) throw new MapsLinkError('unknown-host', `not a map link: ${url.hostname}`);
    return kind;
  }

  async function addressesOf(host: string, signal: AbortSignal): Promise<string[]> {
    let addresses: string[];
    try {
      addresses = await beforeDeadline(resolve(host), signal);
    } catch (error) {
      if (error instanceof MapsLinkError) throw error;
      throw new MapsLinkError('unreachable', `could not resolve ${host}: ${String(error)}`);
    }
    if (addresses.length === 0) throw new MapsLinkError('unreachable', `${host} has no address`);
    // One refused address refuses the host: a name that mixes public and private is not Google.
    const refused = addresses.find((address) => net.isIP(address) === 0 || !allowAddress(address));
    if (refused !== undefined) {
      throw new MapsLinkError('private-address', `${host} resolves to ${refused}`);
    }
    return addresses;
  }

  function ask(url: URL, addresses: string[], signal: AbortSignal): Promise<Answer> {
    const checked = addresses.map((address) => ({ address, family: net.isIP(address) }));
    // Hands the connection the addresses checked above instead of asking DNS again.
    const pinned: LookupFunction = (_host, lookupOptions, callback) => {
      const [first] = checked;
      if (lookupOptions.all) callback(null, checked);
      else if (first) callback(null, first.address, first.family);
      else callback(new Error('no checked address'), '');
    };
    return new Promise<Answer>((resolveAnswer, reject) => {
      const request = https.request(
        {
          // The name, not the address: it is the Host header, the SNI and what the certificate
          // must be for.
          hostname: url.hostname,
          port,
          path: `${url.pathname}${url.search}`,
          method: 'GET',
          // The link's own host even when `port` points elsewhere (tests).
          headers: { host: url.host, accept: 'text/html', 'user-agent': USER_AGENT },
          lookup: pinned,
          agent: false,
          signal,
          ...(options.ca === undefined ? {} : { ca: options.ca }),
        },
        (response) => {
          resolveAnswer({ status: response.statusCode ?? 0, location: response.headers.location });
          // Only the status and Location matter: the body is never read.
          response.destroy();
        },
      );
      request.on('error', (error) => {
        reject(
          signal.aborted
            ? new MapsLinkError('timeout', 'map link took too long')
            : new MapsLinkError('unreachable', `${url.hostname}: ${error.message}`),
        );
      });
      request.end();
    });
  }

  return {
    async expand(link) {
      const signal = AbortSignal.timeout(timeoutMs);
      let url = parseUrl(link);
      for (let redirects = 0; ; redirects += 1) {
        if (check(url) === 'map') return url.href;
        const addresses = await addressesOf(url.hostname, signal);
        const { status, location } = await ask(url, addresses, signal);
        if (status >= 200 && status < 300) return url.href;
        if (![301, 302, 303, 307, 308].includes(status)) {
          throw new MapsLinkError('bad-response', `${url.hostname} answered HTTP ${status}`);
        }
        if (!location || location.length > MAX_LOCATION_CHARS) {
          throw new MapsLinkError('bad-response', `redirect without a usable Location`);
        }
        if (redirects >= maxRedirects) {
          throw new MapsLinkError('too-many-redirects', `more than ${maxRedirects} redirects`);
        }
        url = parseUrl(location, url);
      }
    },
  };
}
