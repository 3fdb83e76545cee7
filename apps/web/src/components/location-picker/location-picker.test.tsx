import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn, signOut } from '@/lib/auth-store';
import { EMPTY_LOCATION, LocationPicker, type LocationValue } from './location-picker';
import { TEST_LOCATION_MESSAGES, TEST_MAPS_LINK_MESSAGES } from './test-messages';

// Leaflet has no place in jsdom; the map's own behaviour is covered by centre-map and e2e. The
// stand-in map places the pin where a tap would, through the same callback.
const TAPPED = { lat: 15.6012, lng: 74.0123 };
vi.mock('./location-map', () => ({
  LocationMap: ({
    caption,
    onPlace,
    home,
  }: {
    caption: string;
    onPlace?: (point: { lat: number; lng: number }) => void;
    home?: { lat: number; lng: number } | null;
  }) => (
    <figure data-home={home ? `${home.lat},${home.lng}` : ''}>
      {caption}
      <button type="button" onClick={() => onPlace?.(TAPPED)}>
        Tap the map
      </button>
    </figure>
  ),
}));

const LINK = 'https://maps.app.goo.gl/AbC123';
const OTHER_LINK = 'https://www.google.com/maps/@-12.5,130.25,12z';
const panaji = { label: 'Panaji, Goa, India', lat: 15.4989, lng: 73.8278, address: {} };

type Reply = { status: number; body: unknown };

/** Answers by path; a function reply may wait (a slow server) before answering. */
function stubApi(replies: Record<string, Reply | ((url: URL) => Promise<Reply>)>) {
  const fetch = vi.fn(async (input: string) => {
    const url = new URL(input, 'http://x');
    const entry = replies[url.pathname];
    if (!entry) throw new Error(`unexpected call to ${input}`);
    const reply = typeof entry === 'function' ? await entry(url) : entry;
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const coordinatesAnswer = (lat: number, lng: number): Reply => ({
  status: 200,
  body: { is_success: true, url: LINK, location: { kind: 'coordinates', lat, lng } },
});

/** The picker in a form, holding its value as a caller does; `changes` records every value. */
function renderPicker(options: { mapsLinks: boolean; mapCentre?: { lat: number; lng: number } }) {
  const changes: LocationValue[] = [];
  const submit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
  function Harness() {
    const [value, setValue] = useState(EMPTY_LOCATION);
    const onChange = (next: LocationValue) => {
      changes.push(next);
      setValue(next);
    };
    const common = {
      id: 'task-location',
      label: 'Location',
      value,
      onChange,
      mapCentre: options.mapCentre ?? null,
    };
    return (
      <form onSubmit={submit}>
        {options.mapsLinks ? (
          <LocationPicker
            {...common}
            mapsLinks
            messages={{ ...TEST_LOCATION_MESSAGES, mapsLink: TEST_MAPS_LINK_MESSAGES }}
          />
        ) : (
          <LocationPicker {...common} messages={TEST_LOCATION_MESSAGES} />
        )}
      </form>
    );
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Harness />
    </QueryClientProvider>,
  );
  return { changes, submit };
}

const linkField = () => screen.getByRole('textbox', { name: 'Google Maps link' });
const addressBox = () => screen.getByRole('combobox', { name: 'Location' });

function paste(text: string) {
  fireEvent.paste(linkField());
  fireEvent.change(linkField(), { target: { value: text } });
}

beforeEach(() => signIn({ token: 'tok-9', user: {}, company: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  signOut();
});

describe('LocationPicker', () => {
  it("shows the caller's label and texts, and no link field unless asked", () => {
    renderPicker({ mapsLinks: false });
    expect(addressBox().id).toBe('task-location');
    expect(addressBox().getAttribute('placeholder')).toBe('Type an address');
    expect(screen.getByRole('button', { name: 'Use my location' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Google Maps link' })).toBeNull();
  });

  it('asks no maps-link question while a link is typed, and reads it on Enter without sending the form', async () => {
    const fetch = stubApi({
      '/api/geo/maps-link': coordinatesAnswer(15.4989, 73.8278),
      '/api/geo/reverse': { status: 200, body: { is_success: true, result: panaji } },
    });
    const { changes, submit } = renderPicker({ mapsLinks: true });
    expect(linkField().getAttribute('aria-describedby')).toBe('task-location-maps-link-hint');
    fireEvent.change(linkField(), { target: { value: LINK } });
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.keyDown(linkField(), { key: 'Enter' });
    expect(submit).not.toHaveBeenCalled();
    expect(await screen.findByText('Pin: Panaji, Goa, India (15.49890, 73.82780)')).toBeTruthy();
    expect(addressBox()).toHaveProperty('value', 'Panaji, Goa, India');
    expect(changes.at(-1)).toEqual({
      address: 'Panaji, Goa, India',
      coordinates: { lat: 15.4989, lng: 73.8278 },
      source: 'link',
      label: 'Panaji, Goa, India',
    });
    // Leaving the field does not read the same link again.
    fireEvent.blur(linkField());
    expect(fetch.mock.calls.filter(([url]) => url.includes('maps-link'))).toHaveLength(1);
  });

  it('CON-ERR-21 reads a pasted link at once and keeps its point, with the warning, when no address is found', async () => {
    stubApi({
      '/api/geo/maps-link': coordinatesAnswer(-12.5, 130.25),
      '/api/geo/reverse': { status: 200, body: { is_success: true, result: null } },
    });
    renderPicker({ mapsLinks: true });
    paste(LINK);
    expect(screen.getByText('Reading the link…').getAttribute('role')).toBe('status');
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Could not get address for these coordinates, but location is set on map',
    );
    expect(screen.getByText('Pin: unnamed (-12.50000, 130.25000)')).toBeTruthy();
    expect(screen.queryByText('Reading the link…')).toBeNull();
  });

  it('keeps a link point while the address is written by hand, and drops the warning', async () => {
    stubApi({
      '/api/geo/maps-link': coordinatesAnswer(-12.5, 130.25),
      '/api/geo/reverse': { status: 200, body: { is_success: true, result: null } },
      '/api/geo/search': { status: 200, body: { is_success: true, results: [] } },
    });
    const { changes } = renderPicker({ mapsLinks: true });
    paste(LINK);
    await screen.findByRole('alert');
    fireEvent.change(addressBox(), { target: { value: 'Gate 2, Darwin port' } });
    expect(changes.at(-1)).toEqual({
      address: 'Gate 2, Darwin port',
      coordinates: { lat: -12.5, lng: 130.25 },
      source: 'link',
      label: null,
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('puts a named place at the address search’s first match', async () => {
    stubApi({
      '/api/geo/maps-link': {
        status: 200,
        body: { is_success: true, url: LINK, location: { kind: 'place', name: 'Panaji' } },
      },
      '/api/geo/search': { status: 200, body: { is_success: true, results: [panaji] } },
    });
    const { changes } = renderPicker({ mapsLinks: true });
    paste(LINK);
    expect(await screen.findByText('Pin: Panaji, Goa, India (15.49890, 73.82780)')).toBeTruthy();
    expect(changes.at(-1)).toMatchObject({ source: 'picked', label: 'Panaji, Goa, India' });
  });

  it('shows why a link gave no place, and sets no point', async () => {
    const fetch = stubApi({});
    const { changes } = renderPicker({ mapsLinks: true });
    paste('https://example.com/somewhere');
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Could not extract location from this Google Maps URL',
    );
    expect(fetch).not.toHaveBeenCalled();
    expect(changes).toEqual([]);
    // Emptying the field takes the message away.
    fireEvent.change(linkField(), { target: { value: '' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lets only the newest link move the point', async () => {
    let answerFirst: (reply: Reply) => void = () => undefined;
    stubApi({
      '/api/geo/maps-link': (url) =>
        url.searchParams.get('url') === LINK
          ? new Promise<Reply>((resolve) => {
              answerFirst = resolve;
            })
          : Promise.resolve(coordinatesAnswer(-12.5, 130.25)),
      '/api/geo/reverse': { status: 200, body: { is_success: true, result: null } },
    });
    const { changes } = renderPicker({ mapsLinks: true });
    paste(LINK);
    paste(OTHER_LINK);
    await screen.findByText('Pin: unnamed (-12.50000, 130.25000)');
    await act(async () => answerFirst(coordinatesAnswer(15.4989, 73.8278)));
    expect(changes.map((change) => change.coordinates)).toEqual([{ lat: -12.5, lng: 130.25 }]);
    expect(screen.getByText('Pin: unnamed (-12.50000, 130.25000)')).toBeTruthy();
  });

  describe('placing the pin by hand', () => {
    const tapMap = async () =>
      fireEvent.click(await screen.findByRole('button', { name: 'Tap the map' }));

    it('an address the search does not know: the map and its hint show, a tap pins it and the typed address stays', async () => {
      const fetch = stubApi({
        '/api/geo/search': { status: 200, body: { is_success: true, results: [] } },
      });
      const { changes } = renderPicker({
        mapsLinks: false,
        mapCentre: { lat: 15.4942, lng: 73.8253 },
      });
      expect(screen.queryByText('Tap the map for the pin.', { selector: 'p' })).toBeNull();
      fireEvent.change(addressBox(), { target: { value: 'House 7, Survey No. 112, Khandola' } });
      expect(screen.getByText('Tap the map for the pin.', { selector: 'p' }).id).toBe(
        'task-location-map-hint',
      );
      expect(await screen.findByText('No places match.')).toBeTruthy();
      // The map opens on the place the caller knows (the company).
      expect(screen.getByRole('figure').dataset.home).toBe('15.4942,73.8253');
      await tapMap();
      expect(changes.at(-1)).toEqual({
        address: 'House 7, Survey No. 112, Khandola',
        coordinates: TAPPED,
        source: 'map',
        label: null,
      });
      expect(
        screen.getByText('Pin: House 7, Survey No. 112, Khandola (15.60120, 74.01230)'),
      ).toBeTruthy();
      // Nothing looked up: the typed address is the one to keep.
      expect(fetch.mock.calls.some(([url]) => url.includes('/api/geo/reverse'))).toBe(false);
      // Writing on keeps the pin; the search is not asked to replace it.
      fireEvent.change(addressBox(), {
        target: { value: 'House 7, Survey No. 112, Khandola, Ponda' },
      });
      expect(changes.at(-1)).toMatchObject({ coordinates: TAPPED, source: 'map' });
    });

    it('"Place the pin on the map" shows the map; with nothing typed, the address at the pin fills the box', async () => {
      stubApi({ '/api/geo/reverse': { status: 200, body: { is_success: true, result: panaji } } });
      const { changes } = renderPicker({ mapsLinks: false });
      fireEvent.click(screen.getByRole('button', { name: 'Put a pin on the map' }));
      expect(screen.queryByRole('button', { name: 'Put a pin on the map' })).toBeNull();
      await tapMap();
      await screen.findByText('Pin: Panaji, Goa, India (15.60120, 74.01230)');
      expect(addressBox()).toHaveProperty('value', 'Panaji, Goa, India');
      expect(changes.at(-1)).toEqual({
        address: 'Panaji, Goa, India',
        coordinates: TAPPED,
        source: 'map',
        label: 'Panaji, Goa, India',
      });
    });

    it('with no address known at the pin, asks for the address to be typed', async () => {
      stubApi({ '/api/geo/reverse': { status: 502, body: { is_success: false, message: 'x' } } });
      renderPicker({ mapsLinks: false });
      fireEvent.click(screen.getByRole('button', { name: 'Put a pin on the map' }));
      await tapMap();
      expect(await screen.findByText('Type the address too.')).toBeTruthy();
      fireEvent.change(addressBox(), { target: { value: 'Gate 2' } });
      expect(screen.queryByText('Type the address too.')).toBeNull();
    });

    it('shows the map when "Use my location" fails, so the pin can still be placed', async () => {
      vi.stubGlobal('navigator', {
        geolocation: {
          getCurrentPosition: (_ok: unknown, fail: (error: { code: number }) => void) =>
            fail({ code: 1 }),
        },
      });
      const { changes } = renderPicker({ mapsLinks: false });
      fireEvent.click(screen.getByRole('button', { name: 'Use my location' }));
      expect(screen.getByRole('alert').textContent).toBe('Location access was denied.');
      expect(screen.getByText('Tap the map for the pin.', { selector: 'p' })).toBeTruthy();
      await tapMap();
      expect(changes.at(-1)).toMatchObject({ coordinates: TAPPED, source: 'map' });
      expect(screen.queryByRole('alert')).toBeNull();
    });
  });
});
