import { describe, expect, it } from 'vitest';
import { deterministicUuid } from './deterministic-uuid.ts';

const RFC_4122_V5 = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('deterministicUuid', () => {
  it('matches the standard UUIDv5 of www.example.com in the DNS namespace', () => {
    // Same value as Python's uuid.uuid5(uuid.NAMESPACE_DNS, 'www.example.com').
    expect(deterministicUuid('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe(
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    );
  });

  it('gives the same valid version-5 id for the same name and different ids for different names', () => {
    const a = deterministicUuid('user:someone@mandovi-field.example');
    expect(a).toMatch(RFC_4122_V5);
    expect(deterministicUuid('user:someone@mandovi-field.example')).toBe(a);
    expect(deterministicUuid('user:someone-else@mandovi-field.example')).not.toBe(a);
  });

  it('rejects a namespace that is not a UUID', () => {
    expect(() => deterministicUuid('x', 'not-a-uuid')).toThrow(/namespace/);
  });
});
