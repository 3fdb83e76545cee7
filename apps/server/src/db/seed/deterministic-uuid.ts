import { createHash } from 'node:crypto';

/**
 * Namespace of the demo data. Any fixed UUID works; it only has to stay the same forever, because every
 * demo id is derived from it and re-seeding relies on getting the same ids back.
 */
export const DEMO_ID_NAMESPACE = '3b8f2c1e-5d7a-4e9b-9c41-6a0d2f8e7b15';

/**
 * RFC 4122 version-5 UUID (SHA-1 of namespace + name). Stable ids are what make the seed idempotent:
 * a second run produces the same primary keys, so ON CONFLICT DO NOTHING skips every row.
 */
export function deterministicUuid(name: string, namespace: string = DEMO_ID_NAMESPACE): string {
  const namespaceBytes = Buffer.from(namespace.replace(/-/g, ''), 'hex');
  if (namespaceBytes.length !== 16) throw new Error(`Invalid namespace UUID: ${namespace}`);
  const bytes = createHash('sha1')
    .update(namespaceBytes)
    .update(name, 'utf8')
    .digest()
    .subarray(0, 16);
  bytes.writeUInt8((bytes.readUInt8(6) & 0x0f) | 0x50, 6); // version 5
  bytes.writeUInt8((bytes.readUInt8(8) & 0x3f) | 0x80, 8); // RFC 4122 variant
  const hex = bytes.toString('hex');
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    hex.slice(12, 16),
    hex.slice(16, 20),
    hex.slice(20, 32),
  ].join('-');
}
