import {
  CHUNK_LOAD_TIMEOUT_MS,
  GEO_SEARCH_DEBOUNCE_MS,
  GEO_SEARCH_MIN_CHARS,
  MOBILE_BREAKPOINT_PX,
} from '@ronda/shared';
import { describe, expect, it } from 'vitest';
import {
  IMAGE_MAX_SIDE_PX,
  IMAGE_QUALITY,
  IMAGE_RESIZE_THRESHOLD_BYTES,
} from '@/components/image-uploader/image-uploader-constants';
import {
  AUTO_PICK_DELAY_MS,
  GEOLOCATION_OPTIONS,
  LOCATION_MAP_HEIGHT_PX,
  LOCATION_MAP_ZOOM,
} from '@/components/location-picker/location-picker-constants';
import { ADDRESS_SUGGESTION_LIMIT } from '@/components/location-picker/search-places';
import { MOBILE_MEDIA_QUERY } from '@/lib/use-is-mobile';

/**
 * The spec's constants table (public-site-and-sign-in.md §9) against the values the code uses.
 * The behaviour behind each one is tested where it is used (layout e2e, resize-image, geolocation,
 * address search and map tests); this file pins the numbers themselves.
 */
describe('business constants (public-site-and-sign-in.md §9)', () => {
  it('PUB-CONST-04 the layout is mobile at 768 px width or less', () => {
    expect(MOBILE_BREAKPOINT_PX).toBe(768);
    expect(MOBILE_MEDIA_QUERY).toBe('(max-width: 768px)');
  });

  it('PUB-CONST-05 a lazily loaded chunk times out after 120 s', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('PUB-CONST-06 PUB-CONST-07 PUB-CONST-08 images over 1 MB are resized to 1024 px at quality 0.7', () => {
    expect(IMAGE_RESIZE_THRESHOLD_BYTES).toBe(1024 * 1024);
    expect(IMAGE_MAX_SIDE_PX).toBe(1024);
    expect(IMAGE_QUALITY).toBe(0.7);
  });

  it('PUB-CONST-09 PUB-CONST-10 PUB-CONST-11 address search: 500 ms debounce, from 3 characters, 5 suggestions', () => {
    expect(GEO_SEARCH_DEBOUNCE_MS).toBe(500);
    expect(GEO_SEARCH_MIN_CHARS).toBe(3);
    expect(ADDRESS_SUGGESTION_LIMIT).toBe(5);
  });

  it('PUB-CONST-12 the first suggestion is auto-picked after 300 ms', () => {
    expect(AUTO_PICK_DELAY_MS).toBe(300);
  });

  it('PUB-CONST-13 PUB-CONST-14 PUB-CONST-15 geolocation: 15 s time-out, high accuracy, cached up to 5 min', () => {
    expect(GEOLOCATION_OPTIONS).toEqual({
      timeout: 15_000,
      enableHighAccuracy: true,
      maximumAge: 5 * 60 * 1000,
    });
  });

  it('PUB-CONST-16 PUB-CONST-17 the request map: zoom 15, 300 px high', () => {
    expect(LOCATION_MAP_ZOOM).toBe(15);
    expect(LOCATION_MAP_HEIGHT_PX).toBe(300);
  });
});
