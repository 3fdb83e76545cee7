import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  classifyMapsLink,
  isShortMapsLink,
  MAPS_LINK_MAX_CHARS,
  mapsLinkQuerySchema,
  mapsLinkResponseSchema,
  parseMapsUrl,
} from './maps-link.ts';

/** A coordinate as a map link writes it: a plain decimal with 0 to 7 places. */
const decimal = (limit: number) =>
  fc
    .tuple(fc.integer({ min: -limit * 1e7, max: limit * 1e7 }), fc.integer({ min: 0, max: 7 }))
    .map(([tenMillionths, places]) => (tenMillionths / 1e7).toFixed(places));
const lat = decimal(90);
const lng = decimal(180);
const zoom = fc.integer({ min: 1, max: 21 });
const host = fc.constantFrom('www.google.com', 'google.com', 'www.google.co.in', 'google.de');
const at = (latText: string, lngText: string) => ({
  kind: 'coordinates',
  lat: Number(latText) + 0,
  lng: Number(lngText) + 0,
});

// Any name with a letter in it, so it is not written coordinates.
const placeName = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 40 })
  .filter((name) => /\p{L}/u.test(name) && !/^\s*loc:/i.test(name));
const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('parseMapsUrl: generated coordinates survive every link shape', () => {
  it('reads the view centre of /maps/@lat,lng,zoom', () => {
    fc.assert(
      fc.property(host, lat, lng, zoom, (h, y, x, z) => {
        expect(parseMapsUrl(`https://${h}/maps/@${y},${x},${z}z`)).toEqual(at(y, x));
      }),
    );
  });

  it('prefers the pin in the data over the view centre', () => {
    fc.assert(
      fc.property(host, lat, lng, lat, lng, (h, y, x, viewY, viewX) => {
        const url =
          `https://${h}/maps/place/Somewhere/@${viewY},${viewX},17z/data=!3m1!4b1!4m6!3m5` +
          `!1s0x3bbfc08f:0x1c1c!8m2!3d${y}!4d${x}!16s%2Fg%2F11b?entry=ttu`;
        expect(parseMapsUrl(url)).toEqual(at(y, x));
      }),
    );
  });

  it('reads "lat,lng" from q, query, ll and destination, however it is encoded', () => {
    const param = fc.constantFrom('q', 'query', 'll', 'destination');
    const separator = fc.constantFrom(',', ', ', ' , ');
    fc.assert(
      fc.property(param, separator, lat, lng, (name, sep, y, x) => {
        const query = new URLSearchParams({ api: '1', [name]: `${y}${sep}${x}` });
        expect(parseMapsUrl(`https://maps.google.com/maps?${query}`)).toEqual(at(y, x));
        expect(parseMapsUrl(`https://www.google.com/maps/search/?${query}`)).toEqual(at(y, x));
      }),
    );
  });

  it('reads coordinates written as the place or search text', () => {
    fc.assert(
      fc.property(fc.constantFrom('place', 'search'), lat, lng, (section, y, x) => {
        expect(parseMapsUrl(`https://www.google.com/maps/${section}/${y},+${x}`)).toEqual(at(y, x));
      }),
    );
  });

  it('skips a view centre out of range and falls back to the query', () => {
    const beyond = fc.integer({ min: 91, max: 999 });
    fc.assert(
      fc.property(beyond, lat, lng, (bad, y, x) => {
        const url = `https://www.google.com/maps/@${bad}.5,${x},12z?q=${y},${x}`;
        expect(parseMapsUrl(url)).toEqual(at(y, x));
      }),
    );
  });

  it('round-trips a place name through /maps/place/ and q=', () => {
    fc.assert(
      fc.property(placeName, (name) => {
        const segment = encodeURIComponent(name).replace(/%20/g, '+');
        const expected = { kind: 'place', name: tidy(name) };
        expect(parseMapsUrl(`https://www.google.com/maps/place/${segment}/`)).toEqual(expected);
        const query = new URLSearchParams({ q: name });
        expect(parseMapsUrl(`https://maps.google.com/?${query}`)).toEqual(expected);
      }),
    );
  });

  it('never throws, and whatever coordinates it finds are in range', () => {
    const anything = fc.oneof(
      fc.string(),
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc
        .tuple(host, fc.string(), fc.string())
        .map(([h, path, query]) => `https://${h}/maps/${path}?${query}`),
    );
    fc.assert(
      fc.property(anything, (url) => {
        const found = parseMapsUrl(url);
        if (found?.kind === 'coordinates') {
          expect(Math.abs(found.lat)).toBeLessThanOrEqual(90);
          expect(Math.abs(found.lng)).toBeLessThanOrEqual(180);
        }
      }),
    );
  });
});

describe('parseMapsUrl: links as people paste them', () => {
  it.each([
    [
      'a place shared from Maps on a computer (the pin wins over the view)',
      'https://www.google.com/maps/place/Basilica+of+Bom+Jesus/@15.5009,73.9094,17z/data=!3m1' +
        '!4b1!4m6!3m5!1s0x3bbfc0b6a3d8b6b1:0x7c9b0d3a8c7f6a4e!8m2!3d15.5008966!4d73.9116128' +
        '!16zL20vMDNiMjVq?entry=ttu&g_ep=EgoyMDI1MDEwOC4wIKXMDSoASAFQAw%3D%3D',
      { kind: 'coordinates', lat: 15.5008966, lng: 73.9116128 },
    ],
    [
      'a dropped pin (its name is degrees, minutes, seconds)',
      "https://www.google.com/maps/place/15%C2%B029'56.0%22N+73%C2%B049'40.1%22E/@15.4989,73.8278,17z" +
        '/data=!3m1!4b1!4m4!3m3!8m2!3d15.498889!4d73.827806',
      { kind: 'coordinates', lat: 15.498889, lng: 73.827806 },
    ],
    [
      'a map view',
      'https://www.google.com/maps/@15.49,73.82,15z?entry=ttu',
      { kind: 'coordinates', lat: 15.49, lng: 73.82 },
    ],
    [
      'a Street View link',
      'https://www.google.com/maps/@15.4983,73.8265,3a,75y,90t/data=!3m6!1e1!3m4!1sAbC!2e0',
      { kind: 'coordinates', lat: 15.4983, lng: 73.8265 },
    ],
    [
      'an iPhone share',
      'https://maps.google.com/?q=15.4989,73.8278',
      { kind: 'coordinates', lat: 15.4989, lng: 73.8278 },
    ],
    [
      'an old link with ll',
      'http://maps.google.co.in/maps?ll=-33.8568,151.2153&z=15',
      { kind: 'coordinates', lat: -33.8568, lng: 151.2153 },
    ],
    [
      'a Maps URLs search',
      'https://www.google.com/maps/search/?api=1&query=15.4989%2C73.8278',
      { kind: 'coordinates', lat: 15.4989, lng: 73.8278 },
    ],
    [
      'a searched pair of coordinates',
      'https://www.google.com/maps/search/15.4989,+73.8278?entry=tts',
      { kind: 'coordinates', lat: 15.4989, lng: 73.8278 },
    ],
    [
      'a place by name on a country domain',
      'https://www.google.co.in/maps/place/Panaji,+Goa/',
      { kind: 'place', name: 'Panaji, Goa' },
    ],
    [
      'a named place from the iPhone app',
      'https://maps.google.com/maps?q=Margao+Railway+Station&ftid=0x3bbfb2:0x4a1c&entry=gps',
      { kind: 'place', name: 'Margao Railway Station' },
    ],
    [
      'directions to a named place',
      'https://www.google.com/maps/dir/?api=1&destination=Fort%20Aguada%2C%20Goa',
      { kind: 'place', name: 'Fort Aguada, Goa' },
    ],
    [
      'a name that looks like pin data',
      'https://www.google.com/maps/place/Shop+!3d1!4d2/',
      { kind: 'place', name: 'Shop !3d1!4d2' },
    ],
    [
      'a name with a real plus sign',
      'https://www.google.com/maps/place/Caf%C3%A9+A%2BB/',
      { kind: 'place', name: 'Café A+B' },
    ],
  ])('%s', (_what, url, expected) => {
    expect(parseMapsUrl(url)).toEqual(expected);
  });

  it.each([
    ['a short link (follow it first)', 'https://maps.app.goo.gl/Xq8dJmR2vL6ePpT19'],
    ['a map with nothing on it', 'https://www.google.com/maps'],
    ['a place by id only', 'https://maps.google.com/?cid=1234567890123456789'],
    ['a view out of range', 'https://www.google.com/maps/@95.1,73.8,15z'],
    ['a longitude out of range', 'https://maps.google.com/?q=15.49,181'],
    ['a blank query', 'https://maps.google.com/?q=+++'],
    ['Google search, not Maps', 'https://www.google.com/search?q=15.49,73.82'],
    ['a path that only starts like maps', 'https://www.google.com/mapsx/@15.49,73.82,15z'],
    ['another site', 'https://example.com/maps/@15.49,73.82,15z'],
    ['a look-alike host', 'https://maps.google.com.evil.example/?q=15.49,73.82'],
    ['a look-alike domain', 'https://mygoogle.com/maps/@15.49,73.82,15z'],
    ['another scheme', 'ftp://maps.google.com/?q=15.49,73.82'],
    ['not a link', 'Panaji, Goa'],
    ['broken percent-encoding', 'https://www.google.com/maps/place/%E0%A4%A/'],
  ])('finds nothing in %s', (_what, url) => {
    expect(parseMapsUrl(url)).toBeNull();
  });
});

describe('classifyMapsLink and isShortMapsLink', () => {
  it.each([
    ['https://maps.app.goo.gl/Xq8dJmR2vL6ePpT19', 'short', true],
    ['https://maps.app.goo.gl/Xq8dJmR2vL6ePpT19?g_st=ic', 'short', true],
    ['https://goo.gl/maps/AbC123xYz', 'short', true],
    ['http://maps.app.goo.gl/Xq8dJmR2vL6ePpT19', 'short', false],
    ['https://MAPS.APP.GOO.GL/Xq8dJmR2vL6ePpT19', 'short', true],
    ['https://maps.google.com/?q=1,2', 'map', false],
    ['https://maps.google.co.uk/maps?q=Leeds', 'map', false],
    ['https://www.google.com.br/maps/@-23.55,-46.63,12z', 'map', false],
    ['https://google.de/maps', 'map', false],
    // goo.gl shortened anything: only its /maps/ links are ours to follow.
    ['https://goo.gl/AbC123', null, false],
    ['https://maps.app.goo.gl/', null, false],
    ['https://maps.app.goo.gl/a/b', null, false],
    ['https://maps.app.goo.gl.evil.example/Xq8d', null, false],
    ['https://g.co/kgs/AbC123', null, false],
    ['https://www.google.com/', null, false],
    ['not a link', null, false],
  ])('%s is %s', (url, kind, short) => {
    expect(classifyMapsLink(url)).toBe(kind);
    expect(isShortMapsLink(url)).toBe(short);
  });
});

describe('mapsLinkQuerySchema and mapsLinkResponseSchema', () => {
  const messageOf = (input: unknown) => {
    const result = mapsLinkQuerySchema.safeParse(input);
    return result.success ? undefined : result.error.issues[0]?.message;
  };

  it('takes an https link, trimmed', () => {
    expect(mapsLinkQuerySchema.parse({ url: '  https://maps.app.goo.gl/Xq8d  ' })).toEqual({
      url: 'https://maps.app.goo.gl/Xq8d',
    });
  });

  it.each([
    ['no url', {}, 'is required'],
    ['an empty url', { url: '' }, 'must be an https:// link'],
    ['an http link', { url: 'http://maps.app.goo.gl/Xq8d' }, 'must be an https:// link'],
    ['plain text', { url: 'Panaji, Goa' }, 'must be an https:// link'],
    [
      'a link too long',
      { url: `https://www.google.com/maps/place/${'x'.repeat(MAPS_LINK_MAX_CHARS)}` },
      `must be at most ${MAPS_LINK_MAX_CHARS} characters`,
    ],
  ])('refuses %s: %s', (_what, input, message) => {
    expect(messageOf(input)).toBe(message);
  });

  it('answers the full link and what it points at', () => {
    const answer = {
      is_success: true,
      url: 'https://www.google.com/maps/@15.49,73.82,15z',
      location: { kind: 'coordinates', lat: 15.49, lng: 73.82 },
    };
    expect(mapsLinkResponseSchema.parse(answer)).toEqual(answer);
    expect(() =>
      mapsLinkResponseSchema.parse({
        ...answer,
        location: { kind: 'coordinates', lat: 91, lng: 0 },
      }),
    ).toThrow();
  });
});
