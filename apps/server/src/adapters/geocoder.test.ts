import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NOMINATIM_HANG_QUERY,
  startNominatimStandIn,
  type NominatimStandIn,
} from '../../test/stand-ins/nominatim.ts';
import { createGeocoder, createSerialQueue, GeocoderError, toPlace } from './geocoder.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('toPlace: a Nominatim jsonv2 result as our Place', () => {
  it('turns string coordinates into numbers and picks address levels by place type', () => {
    expect(
      toPlace({
        display_name: 'Calangute-Baga Road, Calangute, Goa, 403516, India',
        lat: '15.5439000',
        lon: '73.7553000',
        address: {
          road: 'Calangute-Baga Road',
          village: 'Calangute',
          state_district: 'North Goa',
          state: 'Goa',
          postcode: '403516',
          country: 'India',
          country_code: 'in',
        },
      }),
    ).toEqual({
      label: 'Calangute-Baga Road, Calangute, Goa, 403516, India',
      lat: 15.5439,
      lng: 73.7553,
      address: {
        road: 'Calangute-Baga Road',
        city: 'Calangute',
        state: 'Goa',
        postcode: '403516',
        country: 'India',
      },
    });
  });

  it('rejects results without a name or with impossible coordinates', () => {
    expect(toPlace({ lat: '15', lon: '73' })).toBeUndefined();
    expect(toPlace({ display_name: 'X', lat: '', lon: '73' })).toBeUndefined();
    expect(toPlace({ display_name: 'X', lat: '95', lon: '73' })).toBeUndefined();
    expect(toPlace({ display_name: 'X', lat: 'north', lon: '73' })).toBeUndefined();
    expect(toPlace({ display_name: 'X', lat: 15, lon: 73 })).toEqual({
      label: 'X',
      lat: 15,
      lng: 73,
      address: {},
    });
  });
});

describe('createSerialQueue', () => {
  it('runs one task at a time, each starting ≥ interval after the previous ended', async () => {
    const run = createSerialQueue(60, 1000);
    const spans: Array<{ start: number; end: number }> = [];
    const task = async () => {
      const start = performance.now();
      await sleep(15);
      spans.push({ start, end: performance.now() });
    };
    await Promise.all([run(task), run(task), run(task)]);
    expect(spans).toHaveLength(3);
    for (let i = 1; i < spans.length; i += 1) {
      const gap = (spans[i]?.start ?? 0) - (spans[i - 1]?.end ?? 0);
      expect(gap).toBeGreaterThanOrEqual(60);
    }
  });

  it('fails fast with "busy" once the expected wait passes the bound, and recovers', async () => {
    // Expected waits at the door: 0, 100, 200, 300 ms; the bound is 250.
    const run = createSerialQueue(100, 250);
    const settled = await Promise.allSettled([1, 2, 3, 4].map((n) => run(async () => n)));
    expect(settled.map((s) => s.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
    ]);
    const [, , , last] = settled;
    expect(last?.status === 'rejected' && last.reason).toMatchObject({ reason: 'busy' });
    await expect(run(async () => 'later')).resolves.toBe('later');
  });

  it('keeps going after a task fails', async () => {
    const run = createSerialQueue(10, 1000);
    const failed = run(async () => {
      throw new Error('boom');
    });
    await expect(failed).rejects.toThrow('boom');
    await expect(run(async () => 'next')).resolves.toBe('next');
  });
});

describe('createGeocoder against a Nominatim stand-in', () => {
  let nominatim: NominatimStandIn;
  beforeAll(async () => {
    nominatim = await startNominatimStandIn();
  });
  afterAll(() => nominatim.close());

  const geocoder = (timeoutMs = 2000) =>
    createGeocoder({ baseUrl: nominatim.url, userAgent: 'test', minIntervalMs: 0, timeoutMs });

  it('gives up on an answer that takes longer than the time-out', async () => {
    const started = performance.now();
    await expect(geocoder(200).search(NOMINATIM_HANG_QUERY, 5)).rejects.toMatchObject({
      reason: 'unreachable',
    });
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it('treats 429 as busy and other failures as unreachable', async () => {
    nominatim.failNext(429);
    await expect(geocoder().search('panaji', 5)).rejects.toMatchObject({ reason: 'busy' });
    nominatim.failNext(503);
    const error = await geocoder()
      .reverse(15.5, 73.8)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GeocoderError);
    expect(error).toMatchObject({ reason: 'unreachable' });
  });

  it('answers null for "Unable to geocode" and the nearest place otherwise', async () => {
    await expect(geocoder().reverse(0, 0)).resolves.toBeNull();
    await expect(geocoder().reverse(15.59, 73.81)).resolves.toMatchObject({
      address: { city: 'Mapusa' },
    });
  });
});
