import crypto from 'node:crypto';

/**
 * The browser's side of Web Push encryption, written from RFC 8291 and RFC 8188 for the tests
 * (not the library's code): a subscription's keys, and the decryption of what the push service
 * received for it; and RFC 8292's check of the server's VAPID signature.
 */
export interface BrowserKeys {
  ecdh: crypto.ECDH;
  auth: Buffer;
  p256dh: string;
  authText: string;
}

export function browserKeys(): BrowserKeys {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = crypto.randomBytes(16);
  return {
    ecdh,
    auth,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    authText: auth.toString('base64url'),
  };
}

const hkdf = (ikm: Buffer, salt: Buffer, info: string | Buffer, length: number) =>
  Buffer.from(crypto.hkdfSync('sha256', ikm, salt, info, length));

/** One aes128gcm record: salt (16), record size (4), key id length (1), the sender's key, data. */
export function decryptPush(body: Buffer, keys: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20] ?? 0;
  const senderKey = body.subarray(21, 21 + idLength);
  const data = body.subarray(21 + idLength);
  const shared = keys.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    keys.ecdh.getPublicKey(),
    senderKey,
  ]);
  const ikm = hkdf(shared, keys.auth, keyInfo, 32);
  const cek = hkdf(ikm, salt, 'Content-Encoding: aes128gcm\0', 16);
  const nonce = hkdf(ikm, salt, 'Content-Encoding: nonce\0', 12);
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(data.subarray(data.length - 16));
  const plain = Buffer.concat([
    decipher.update(data.subarray(0, data.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with a 0x02 delimiter and any number of zero bytes of padding.
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end -= 1;
  if (plain[end] !== 2) throw new Error('not the last record of an aes128gcm message');
  return plain.subarray(0, end).toString('utf8');
}

/** The VAPID JWT of an Authorization header, its signature checked with the public key `k`. */
export function verifyVapid(authorization: string): {
  publicKey: string;
  claims: Record<string, unknown>;
} {
  const match = /^vapid t=([^,\s]+),\s*k=(\S+)$/.exec(authorization);
  if (!match?.[1] || !match[2])
    throw new Error(`not a VAPID Authorization header: ${authorization}`);
  const [header, payload, signature] = match[1].split('.');
  const point = Buffer.from(match[2], 'base64url');
  const key = crypto.createPublicKey({
    format: 'jwk',
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
  });
  const valid = crypto.verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature ?? '', 'base64url'),
  );
  if (!valid) throw new Error('the VAPID signature does not verify');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<
    string,
    unknown
  >;
  return { publicKey: match[2], claims };
}
