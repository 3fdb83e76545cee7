import { describe, expect, it } from 'vitest';
import { parseJoinCode } from './join-code';

describe('parseJoinCode', () => {
  it('accepts an 8-character code, trimmed and upper-cased as the server reads it', () => {
    expect(parseJoinCode(' ab12cd34 ')).toBe('AB12CD34');
  });

  it.each([null, '', 'ABC', 'AB12CD345', 'AB12-D34'])('rejects %j', (raw) => {
    expect(parseJoinCode(raw)).toBeNull();
  });
});
