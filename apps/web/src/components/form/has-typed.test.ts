import { describe, expect, it } from 'vitest';
import { hasTyped } from './has-typed';

describe('hasTyped (issue 28: a dialog with typed input asks before closing)', () => {
  it('counts non-blank text, non-empty lists and present values only', () => {
    expect(hasTyped('', '   ', [], null, undefined)).toBe(false);
    expect(hasTyped('', 'a')).toBe(true);
    expect(hasTyped([], ['photo'])).toBe(true);
    expect(hasTyped(null, { lat: 15, lng: 73 })).toBe(true);
  });
});
