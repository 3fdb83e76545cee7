import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn, signOut } from '@/lib/auth-store';
import { isReadableMapsLink, resolveMapsLink } from './resolve-maps-link';
import { TEST_MAPS_LINK_MESSAGES as messages } from './test-messages';

const SHORT_LINK = 'https://maps.app.goo.gl/AbC123';
const FULL_LINK = 'https://www.google.com/maps/place/Panaji/@15.4989,73.8278,15z';

type Reply = { status: number; body: unknown } | Error;

/** A fetch that answers each API path with its own reply; the calls are read back from it. */
function stubApi(replies: Record<string, Reply>) {
  const fetch = vi.fn(async (input: string, _init?: RequestInit) => {
    const reply = replies[new URL(input, 'http://x').pathname];
    if (!reply) throw new Error(`unexpected call to ${input}`);
    if (reply instanceof Error) throw reply;
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const call = (fetch: ReturnType<typeof stubApi>, path: string) => {
  const found = fetch.mock.calls.find(([url]) => new URL(url, 'http://x').pathname === path);
  if (!found) throw new Error(`${path} was not called`);
  return { url: new URL(found[0], 'http://x'), headers: new Headers(found[1]?.headers) };
};

const linkAnswer = (location: unknown) => ({
  status: 200,
  body: { is_success: true, url: FULL_LINK, location },
});
const panaji = { label: 'Panaji, Goa, India', lat: 15.4989, lng: 73.8278, address: {} };

function handlers() {
  return { onPoint: vi.fn(), onAddress: vi.fn(), onPlace: vi.fn() };
}

beforeEach(() => signIn({ token: 'tok-9', user: {}, company: {} }));
afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

describe('isReadableMapsLink', () => {
  it.each([SHORT_LINK, FULL_LINK, 'https://maps.google.co.in/?q=15.5,73.8'])('reads %s', (link) => {
    expect(isReadableMapsLink(link)).toBe(true);
  });

  it.each([
    'http://maps.app.goo.gl/AbC123',
    'https://example.com/maps/place/Panaji',
    'https://goo.gl/AbC123',
    'Panaji, Goa',
    '',
  ])('leaves %j alone', (text) => {
    expect(isReadableMapsLink(text)).toBe(false);
  });
});

describe('resolveMapsLink (console.md §7, §8)', () => {
  it('CON-TASK-78 sends the link to GET /api/geo/maps-link with the bearer token, sets the point, then its address', async () => {
    const fetch = stubApi({
      '/api/geo/maps-link': linkAnswer({ kind: 'coordinates', lat: 15.4989, lng: 73.8278 }),
      '/api/geo/reverse': { status: 200, body: { is_success: true, result: panaji } },
    });
    const on = handlers();
    await expect(resolveMapsLink(`  ${SHORT_LINK} `, messages, on)).resolves.toBeNull();
    const sent = call(fetch, '/api/geo/maps-link');
    expect(sent.url.searchParams.get('url')).toBe(SHORT_LINK);
    expect(sent.headers.get('Authorization')).toBe('Bearer tok-9');
    const reverse = call(fetch, '/api/geo/reverse').url.searchParams;
    expect([reverse.get('lat'), reverse.get('lon')]).toEqual(['15.4989', '73.8278']);
    const point = { lat: 15.4989, lng: 73.8278 };
    expect(on.onPoint).toHaveBeenCalledWith(point);
    expect(on.onAddress).toHaveBeenCalledWith(point, 'Panaji, Goa, India');
    expect(on.onPoint.mock.invocationCallOrder[0]).toBeLessThan(
      on.onAddress.mock.invocationCallOrder[0] ?? 0,
    );
    expect(on.onPlace).not.toHaveBeenCalled();
  });

  it.each([
    ['no address is known there', { status: 200, body: { is_success: true, result: null } }],
    ['the lookup fails', { status: 503, body: { is_success: false, message: 'Unavailable' } }],
  ])('CON-ERR-21 keeps the point with a warning when %s', async (_case, reverse) => {
    stubApi({
      '/api/geo/maps-link': linkAnswer({ kind: 'coordinates', lat: -12.5, lng: 130.25 }),
      '/api/geo/reverse': reverse,
    });
    const on = handlers();
    await expect(resolveMapsLink(FULL_LINK, messages, on)).resolves.toEqual({
      tone: 'warning',
      text: 'Could not get address for these coordinates, but location is set on map',
    });
    expect(on.onPoint).toHaveBeenCalledWith({ lat: -12.5, lng: 130.25 });
    expect(on.onAddress).not.toHaveBeenCalled();
  });

  it('CON-API-33 looks a place name up with the address search and takes the first result', async () => {
    const fetch = stubApi({
      '/api/geo/maps-link': linkAnswer({ kind: 'place', name: 'Fontainhas, Panaji' }),
      '/api/geo/search': {
        status: 200,
        body: { is_success: true, results: [panaji, { ...panaji, label: 'Second' }] },
      },
    });
    const on = handlers();
    await expect(resolveMapsLink(SHORT_LINK, messages, on)).resolves.toBeNull();
    expect(call(fetch, '/api/geo/search').url.searchParams.get('q')).toBe('Fontainhas, Panaji');
    expect(on.onPlace).toHaveBeenCalledWith(panaji);
    expect(on.onPoint).not.toHaveBeenCalled();
  });

  it('CON-ERR-18 says so when the place name finds nothing', async () => {
    stubApi({
      '/api/geo/maps-link': linkAnswer({ kind: 'place', name: 'Nowhere at all' }),
      '/api/geo/search': { status: 200, body: { is_success: true, results: [] } },
    });
    await expect(resolveMapsLink(SHORT_LINK, messages, handlers())).resolves.toEqual({
      tone: 'error',
      text: 'Could not find location for the place name in the URL',
    });
  });

  it('CON-ERR-20 says the link could not be processed when the place search fails', async () => {
    stubApi({
      '/api/geo/maps-link': linkAnswer({ kind: 'place', name: 'Panaji' }),
      '/api/geo/search': { status: 502, body: { is_success: false, message: 'Upstream down' } },
    });
    await expect(resolveMapsLink(SHORT_LINK, messages, handlers())).resolves.toEqual({
      tone: 'error',
      text: 'Error processing the Google Maps URL',
    });
  });

  it.each([
    'Could not extract location from this Google Maps URL',
    'Error processing the Google Maps URL',
    'Invalid querystring.url: must be an https:// link',
  ])("CON-ERR-17 CON-ERR-20 shows the server's 400 message %j", async (message) => {
    stubApi({ '/api/geo/maps-link': { status: 400, body: { is_success: false, message } } });
    const on = handlers();
    await expect(resolveMapsLink(SHORT_LINK, messages, on)).resolves.toEqual({
      tone: 'error',
      text: message,
    });
    expect(on.onPoint).not.toHaveBeenCalled();
  });

  it("words the server's known 400 messages as the caller does", async () => {
    const worded = { ...messages, noLocation: 'No place in this link.', failed: 'Link failed.' };
    stubApi({
      '/api/geo/maps-link': {
        status: 400,
        body: {
          is_success: false,
          message: 'Could not extract location from this Google Maps URL',
        },
      },
    });
    await expect(resolveMapsLink(SHORT_LINK, worded, handlers())).resolves.toMatchObject({
      text: 'No place in this link.',
    });
    stubApi({
      '/api/geo/maps-link': {
        status: 400,
        body: { is_success: false, message: 'Error processing the Google Maps URL' },
      },
    });
    await expect(resolveMapsLink(SHORT_LINK, worded, handlers())).resolves.toMatchObject({
      text: 'Link failed.',
    });
  });

  it.each([
    ['a 502', { status: 502, body: { is_success: false, message: 'Google did not answer' } }],
    ['a 401', { status: 401, body: { is_success: false, message: 'Unauthorized' } }],
    ['an unexpected answer', { status: 200, body: { is_success: true, url: FULL_LINK } }],
    ['no connection', new TypeError('Failed to fetch')],
  ] as const)('CON-ERR-20 answers %s with the general message', async (_case, reply) => {
    stubApi({ '/api/geo/maps-link': reply });
    await expect(resolveMapsLink(SHORT_LINK, messages, handlers())).resolves.toEqual({
      tone: 'error',
      text: 'Error processing the Google Maps URL',
    });
  });

  it('CON-ERR-17 asks the server nothing for text that is not an https Google Maps link', async () => {
    const fetch = stubApi({});
    for (const text of ['Panaji', 'https://example.com/maps', 'http://maps.app.goo.gl/AbC123']) {
      await expect(resolveMapsLink(text, messages, handlers())).resolves.toEqual({
        tone: 'error',
        text: 'Could not extract location from this Google Maps URL',
      });
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('calls no handler once aborted, and rejects with the abort', async () => {
    stubApi({
      '/api/geo/maps-link': linkAnswer({ kind: 'coordinates', lat: 15.4989, lng: 73.8278 }),
    });
    const controller = new AbortController();
    const on = handlers();
    const reading = resolveMapsLink(SHORT_LINK, messages, on, controller.signal);
    controller.abort();
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
    expect(on.onPoint).not.toHaveBeenCalled();
  });
});
