import { describe, expect, it } from 'vitest';
import { isLoopbackUrl } from './phone-reachable.ts';

describe('isLoopbackUrl (issue 27)', () => {
  it('knows the addresses a phone cannot reach', () => {
    for (const url of [
      'http://127.0.0.1:3000/api/osmand',
      'http://localhost:3000/join?code=AB12',
      'http://LOCALHOST/',
      'http://app.localhost:3000/',
      'http://[::1]:3000/',
      'http://0.0.0.0:3000/',
      'http://127.1.2.3/',
    ]) {
      expect(isLoopbackUrl(url), url).toBe(true);
    }
  });

  it('passes network addresses, names and anything unreadable', () => {
    for (const url of [
      'https://ronda.example/api/osmand',
      'http://192.168.1.20:3000/',
      'http://10.0.0.5/',
      'http://localhost.example.com/',
      'not a url',
    ]) {
      expect(isLoopbackUrl(url), url).toBe(false);
    }
  });
});
