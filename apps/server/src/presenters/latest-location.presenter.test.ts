import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { latestLocationSchema } from '@ronda/shared';
import { asciiJsonString, joinAscii, latestLocationJson } from './latest-location.presenter.ts';

const ID = '0b6c1f1e-6a59-4d7e-9f43-2f1c5d2b7a10';

describe('latest location records as ASCII JSON (CON-API-40)', () => {
  it('keeps any name intact while writing only ASCII', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (name) => {
        const json = asciiJsonString(name);
        expect(/^[\x20-\x7e]*$/.test(json)).toBe(true);
        expect(JSON.parse(json)).toBe(name);
      }),
    );
  });

  it('presents a person without a location, and one with, in the spec shape', () => {
    const unknown = JSON.parse(latestLocationJson([ID, 'Rāhul', 'D"Souza\n😀', null, null]));
    expect(latestLocationSchema.parse(unknown)).toEqual({
      employee: { id: ID, firstName: 'Rāhul', lastName: 'D"Souza\n😀', profilePicture: null },
      lastUpdated: null,
      location: null,
    });
    const stored =
      '{"lastUpdated":"2026-11-24T10:00:00.000Z","location":{"coords":{"latitude":15.4989,"longitude":73.8278,"speed":1.25,"heading":90},"batteryLevel":0.45,"charging":false,"accuracy":12,"isMock":false}}';
    const known = latestLocationSchema.parse(
      JSON.parse(latestLocationJson([ID, 'Ana', 'Lopes', 'https://x.example/a.png', stored])),
    );
    expect(known.location?.batteryLevel).toBe(0.45);
    expect(known.employee.profilePicture).toBe('https://x.example/a.png');
  });

  it('joins records into one buffer that reads as the same JSON', () => {
    const parts = ['{"a":1}', '{"b":"x\\u00e9"}', '[]'];
    const bytes = joinAscii(parts, '{"list":[', ']}');
    expect(JSON.parse(bytes.toString('utf8'))).toEqual({ list: [{ a: 1 }, { b: 'xé' }, []] });
    expect(joinAscii([], '[', ']').toString()).toBe('[]');
  });
});
