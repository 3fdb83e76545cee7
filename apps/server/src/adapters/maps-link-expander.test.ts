import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseMapsUrl } from '@ronda/shared';
import {
  startMapsShortenerStandIn,
  type MapsShortenerStandIn,
} from '../../test/stand-ins/maps-shortener.ts';
import {
  createMapsLinkExpander,
  isPublicAddress,
  MAPS_LINK_MAX_REDIRECTS,
  MAPS_LINK_TIMEOUT_MS,
  MapsLinkError,
  type MapsLinkExpanderOptions,
  type MapsLinkFailure,
} from './maps-link-expander.ts';

const SHORT = 'https://maps.app.goo.gl/Xq8dJmR2vL6ePpT19';
const FULL = 'https://www.google.com/maps/@15.4989,73.8278,15z';

let shortener: MapsShortenerStandIn;
/** Every name the expander asked to resolve, in order. */
let resolved: string[];

beforeAll(async () => {
  shortener = await startMapsShortenerStandIn();
});
afterAll(() => shortener.close());
beforeEach(() => {
  shortener.links.clear();
  shortener.requests.length = 0;
  resolved = [];
});

/** Every name resolves to `addresses` (the stand-in on loopback unless told otherwise). */
function resolver(addresses: Record<string, string[]> = {}) {
  return async (host: string) => {
    resolved.push(host);
    return addresses[host] ?? ['127.0.0.1'];
  };
}

/**
 * An expander aimed at the stand-in: its names resolve to 127.0.0.1, which this test alone allows
 * (the default refuses loopback), on the stand-in's port, trusting its certificate.
 */
function expander(options: MapsLinkExpanderOptions = {}) {
  return createMapsLinkExpander({
    resolve: resolver(),
    allowAddress: (address) => address === '127.0.0.1' || isPublicAddress(address),
    port: shortener.port,
    ca: shortener.ca,
    ...options,
  });
}

async function failureOf(work: Promise<unknown>): Promise<MapsLinkError> {
  try {
    await work;
  } catch (error) {
    if (error instanceof MapsLinkError) return error;
    throw error;
  }
  throw new Error('expected the link to be refused');
}

async function expectRefused(work: Promise<unknown>, reason: MapsLinkFailure) {
  expect((await failureOf(work)).reason).toBe(reason);
}

/** `count` short hops on maps.app.goo.gl, the last one redirecting to `end`. */
function chain(count: number, end = FULL): string {
  for (let hop = 0; hop < count; hop += 1) {
    const next = hop === count - 1 ? end : `https://maps.app.goo.gl/hop${hop + 1}`;
    shortener.links.set(`maps.app.goo.gl/hop${hop}`, { status: 302, location: next });
  }
  return 'https://maps.app.goo.gl/hop0';
}

describe('expanding a short map link over real HTTPS redirects', () => {
  it('CON-API-34 follows a short link through two redirects to the full link, unrequested', async () => {
    shortener.links.set('maps.app.goo.gl/Xq8dJmR2vL6ePpT19', {
      status: 302,
      location: 'https://goo.gl/maps/AbC123',
    });
    shortener.links.set('goo.gl/maps/AbC123', { status: 301, location: FULL });

    const url = await expander().expand(`${SHORT}?g_st=ic`);

    expect(url).toBe(FULL);
    expect(parseMapsUrl(url)).toEqual({ kind: 'coordinates', lat: 15.4989, lng: 73.8278 });
    expect(shortener.requests.map((r) => `${r.method} ${r.host}${r.path}`)).toEqual([
      'GET maps.app.goo.gl/Xq8dJmR2vL6ePpT19?g_st=ic',
      'GET goo.gl/maps/AbC123',
    ]);
    // Each hop resolved once, by us: the real names would never reach this stand-in had the
    // connection looked them up again.
    expect(resolved).toEqual(['maps.app.goo.gl', 'goo.gl']);
  });

  it('resolves a relative Location against the hop it came from', async () => {
    shortener.links.set('maps.app.goo.gl/first', { status: 307, location: '/second' });
    shortener.links.set('maps.app.goo.gl/second', { status: 308, location: FULL });
    expect(await expander().expand('https://maps.app.goo.gl/first')).toBe(FULL);
  });

  it(`follows ${MAPS_LINK_MAX_REDIRECTS} redirects and refuses a fourth`, async () => {
    expect(await expander().expand(chain(3))).toBe(FULL);
    shortener.links.clear();
    shortener.requests.length = 0;

    await expectRefused(expander().expand(chain(4)), 'too-many-redirects');
    expect(shortener.requests).toHaveLength(4);
  });

  it('answers a full map link as it is, asking nobody', async () => {
    expect(await expander().expand(FULL)).toBe(FULL);
    expect(resolved).toEqual([]);
    expect(shortener.requests).toEqual([]);
  });

  it('ends at a page: its link is the answer, and its body is not waited for', async () => {
    shortener.links.set('maps.app.goo.gl/page', 'endless-page');
    const started = performance.now();
    expect(await expander({ timeoutMs: 2_000 }).expand('https://maps.app.goo.gl/page')).toBe(
      'https://maps.app.goo.gl/page',
    );
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe('what the expander refuses to ask', () => {
  it.each([
    ['another site', 'https://evil.example/maps/@1,2,3z'],
    ['a look-alike of the shortener', 'https://maps.app.goo.gl.evil.example/x'],
    ['an address', 'https://127.0.0.1/maps/@1,2,3z'],
    ['goo.gl beyond /maps/', 'https://goo.gl/AbC123'],
  ])('a redirect to %s', async (_what, location) => {
    shortener.links.set('maps.app.goo.gl/Xq8dJmR2vL6ePpT19', { status: 302, location });
    await expectRefused(expander().expand(SHORT), 'unknown-host');
    expect(resolved).toEqual(['maps.app.goo.gl']);
  });

  it.each([
    ['a short link over http', 'http://maps.app.goo.gl/b'],
    ['a full link over http', 'http://www.google.com/maps/@1,2,3z'],
  ])('a redirect to %s', async (_what, location) => {
    shortener.links.set('maps.app.goo.gl/Xq8dJmR2vL6ePpT19', { status: 302, location });
    await expectRefused(expander().expand(SHORT), 'not-https');
  });

  it('an http:// link, before any request', async () => {
    await expectRefused(expander().expand('http://maps.app.goo.gl/Xq8d'), 'not-https');
    expect(resolved).toEqual([]);
  });

  it.each([
    ['a port', 'https://maps.app.goo.gl:8443/Xq8d'],
    ['credentials', 'https://user:secret@maps.app.goo.gl/Xq8d'],
    ['no link at all', 'Panaji, Goa'],
  ])('a link with %s', async (_what, link) => {
    await expectRefused(expander().expand(link), 'bad-url');
    expect(shortener.requests).toEqual([]);
  });

  it('a link that is not a map', async () => {
    await expectRefused(expander().expand('https://example.com/x'), 'unknown-host');
  });

  it.each([
    '10.1.2.3',
    '127.0.0.1',
    '::1',
    '169.254.169.254',
    'fd00::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '64:ff9b::a00:1',
    '100.64.0.1',
    '172.16.0.1',
    '192.168.1.1',
    '0.0.0.0',
    '::',
    'fe80::1',
    '224.0.0.251',
    'ff02::1',
  ])('a host resolving to %s, with the default address rule', async (address) => {
    const defaults = createMapsLinkExpander({
      resolve: resolver({ 'maps.app.goo.gl': [address] }),
      port: shortener.port,
      ca: shortener.ca,
    });
    shortener.links.set('maps.app.goo.gl/Xq8dJmR2vL6ePpT19', { status: 302, location: FULL });
    await expectRefused(defaults.expand(SHORT), 'private-address');
    expect(shortener.requests).toEqual([]);
  });

  it('a host with one private address among public ones', async () => {
    const resolve = resolver({ 'maps.app.goo.gl': ['142.250.183.14', '10.0.0.7'] });
    await expectRefused(expander({ resolve }).expand(SHORT), 'private-address');
  });

  it('a private address met halfway along the chain', async () => {
    shortener.links.set('maps.app.goo.gl/Xq8dJmR2vL6ePpT19', {
      status: 302,
      location: 'https://goo.gl/maps/AbC123',
    });
    const resolve = resolver({ 'goo.gl': ['10.0.0.7'] });
    await expectRefused(expander({ resolve }).expand(SHORT), 'private-address');
    expect(shortener.requests).toHaveLength(1);
  });
});

describe('when the shortener fails', () => {
  it(`gives up after the time allowed (${MAPS_LINK_TIMEOUT_MS} ms unless told)`, async () => {
    shortener.links.set('maps.app.goo.gl/Xq8dJmR2vL6ePpT19', 'hang');
    const started = performance.now();
    await expectRefused(expander({ timeoutMs: 300 }).expand(SHORT), 'timeout');
    const took = performance.now() - started;
    expect(took).toBeGreaterThanOrEqual(250);
    expect(took).toBeLessThan(1_500);
  });

  it('counts the time of the whole chain, not of each hop', async () => {
    // A slow server would pass a per-hop limit at every hop; the total stops it.
    const slow = async (host: string) => {
      await new Promise((resolve) => setTimeout(resolve, 150));
      return resolver()(host);
    };
    await expectRefused(expander({ resolve: slow, timeoutMs: 400 }).expand(chain(3)), 'timeout');
  });

  it('gives up on a resolver that never answers', async () => {
    const never = () => new Promise<string[]>(() => undefined);
    await expectRefused(expander({ resolve: never, timeoutMs: 200 }).expand(SHORT), 'timeout');
  });

  it('gives up on a server that takes the connection and never speaks TLS', async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = silent.address() as AddressInfo;
      await expectRefused(expander({ port, timeoutMs: 300 }).expand(SHORT), 'timeout');
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it.each([
    ['a missing link (404)', undefined],
    ['a redirect without a Location', 302],
  ])('refuses %s as a bad response', async (_what, status) => {
    if (status) shortener.links.set('maps.app.goo.gl/Xq8dJmR2vL6ePpT19', { status });
    await expectRefused(expander().expand(SHORT), 'bad-response');
  });

  it('does not trust a certificate the system does not', async () => {
    const untrusting = createMapsLinkExpander({
      resolve: resolver(),
      allowAddress: (address) => address === '127.0.0.1',
      port: shortener.port,
    });
    shortener.links.set('maps.app.goo.gl/Xq8dJmR2vL6ePpT19', { status: 302, location: FULL });
    await expectRefused(untrusting.expand(SHORT), 'unreachable');
    expect(shortener.requests).toEqual([]);
  });

  it('reports a name that does not resolve as unreachable', async () => {
    const failing = () => Promise.reject(new Error('getaddrinfo ENOTFOUND maps.app.goo.gl'));
    await expectRefused(expander({ resolve: failing }).expand(SHORT), 'unreachable');
  });
});

describe('isPublicAddress', () => {
  it.each([
    '142.250.183.14',
    '8.8.8.8',
    '2a00:1450:4001:80b::200e',
    '2404:6800:4009:82b::200e',
    '::ffff:142.250.183.14',
  ])('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([
    ['loopback', '127.0.0.53'],
    ['private', '172.31.255.255'],
    ['shared (CGNAT)', '100.127.0.1'],
    ['benchmarking', '198.18.0.1'],
    ['documentation', '203.0.113.9'],
    ['broadcast', '255.255.255.255'],
    ['IPv4-mapped loopback, written in hex', '::ffff:7f00:1'],
    ['IPv4-mapped link-local', '::ffff:169.254.169.254'],
    ['unique local', 'fc12:3456::1'],
    ['link-local with a zone', 'fe80::1%eth0'],
    ['site-local', 'fec0::1'],
    ['Teredo', '2001:0:4136:e378::1'],
    ['6to4', '2002:a00:1::1'],
    ['IPv6 documentation', '2001:db8::1'],
    ['not an address', 'maps.app.goo.gl'],
    ['empty', ''],
  ])('refuses %s (%s)', (_what, address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});
