import { describe, expect, it } from 'vitest';
import { addressText, mapsSearchHref, websiteHref } from './company';

describe('addressText', () => {
  it('CON-ACCT-38: text and an object with an address field render the same string', () => {
    const text = '14 Rua de Ourem, Panaji, Goa 403001';
    expect(addressText(text)).toBe(text);
    expect(addressText({ address: text })).toBe(text);
    expect(addressText({ address: `  14 Rua de Ourem,\n Panaji, Goa 403001 ` })).toBe(text);
    expect(addressText(null)).toBe('');
    expect(addressText({})).toBe('');
    expect(addressText({ address: null })).toBe('');
  });
});

describe('mapsSearchHref', () => {
  it('CON-ACCT-40: searches Google Maps for the address, else the coordinates', () => {
    expect(mapsSearchHref({ address: 'Panaji, Goa & Co', coordinates: null })).toBe(
      'https://www.google.com/maps/search/?api=1&query=Panaji%2C%20Goa%20%26%20Co',
    );
    expect(mapsSearchHref({ address: { address: 'Panaji' }, coordinates: null })).toBe(
      'https://www.google.com/maps/search/?api=1&query=Panaji',
    );
    expect(mapsSearchHref({ address: ' ', coordinates: { lat: 15.4989, lng: 73.8278 } })).toBe(
      'https://www.google.com/maps/search/?api=1&query=15.4989%2C73.8278',
    );
    expect(mapsSearchHref({ address: null, coordinates: null })).toBeNull();
  });
});

describe('websiteHref', () => {
  it('links http(s) sites, adds https:// when missing, refuses other schemes', () => {
    expect(websiteHref('https://konkan.example')).toBe('https://konkan.example/');
    expect(websiteHref('konkan.example/about')).toBe('https://konkan.example/about');
    expect(websiteHref('javascript:alert(1)')).toBeNull();
    expect(websiteHref('ftp://konkan.example')).toBeNull();
    expect(websiteHref('')).toBeNull();
    expect(websiteHref(null)).toBeNull();
  });
});
