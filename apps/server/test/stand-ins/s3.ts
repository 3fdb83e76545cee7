import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local S3 for one bucket: accepts PUTs through SigV4 presigned URLs (checked as S3 checks them,
 * written here from the SigV4 rules rather than with the SDK that made them) and answers the
 * HEAD, ranged GET and DELETE the server sends. Reads are public, as through S3_PUBLIC_URL.
 * Enough to run the upload flow end to end without the network.
 */
export interface S3StandIn {
  endpoint: string;
  objects: Map<string, { body: Buffer; contentType: string }>;
  /** What was wrong with each refused PUT, for the test to read. */
  refusals: string[];
  close: () => Promise<void>;
}

const hmac = (key: crypto.BinaryLike, data: string) =>
  crypto.createHmac('sha256', key).update(data).digest();
const sha256 = (data: string) => crypto.createHash('sha256').update(data).digest('hex');
const rfc3986 = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16)}`);

function presignProblem(
  req: http.IncomingMessage,
  url: URL,
  credentials: { accessKeyId: string; secretAccessKey: string; region: string },
  now: Date,
): string | undefined {
  const q = url.searchParams;
  const required = ['X-Amz-Algorithm', 'X-Amz-Credential', 'X-Amz-Date', 'X-Amz-Expires'];
  for (const name of [...required, 'X-Amz-SignedHeaders', 'X-Amz-Signature']) {
    if (!q.get(name)) return `missing ${name}`;
  }
  const amzDate = q.get('X-Amz-Date') ?? '';
  const [accessKeyId, date, region, service, terminator] = (q.get('X-Amz-Credential') ?? '').split(
    '/',
  );
  if (accessKeyId !== credentials.accessKeyId) return 'unknown access key';
  if (region !== credentials.region || service !== 's3' || terminator !== 'aws4_request') {
    return 'bad credential scope';
  }
  const signedAt = Date.parse(
    amzDate.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'),
  );
  if (signedAt + Number(q.get('X-Amz-Expires')) * 1000 < now.getTime()) return 'expired';

  const signedHeaders = (q.get('X-Amz-SignedHeaders') ?? '').split(';');
  const canonicalQuery = [...q.entries()]
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => `${rfc3986(name)}=${rfc3986(value)}`)
    .sort()
    .join('&');
  const canonicalHeaders = signedHeaders
    .map((name) => `${name}:${String(req.headers[name] ?? '').trim()}\n`)
    .join('');
  const canonicalRequest = [
    req.method,
    url.pathname,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders.join(';'),
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  let key: Buffer = hmac(`AWS4${credentials.secretAccessKey}`, date ?? '');
  for (const part of [region ?? '', 's3', 'aws4_request']) key = hmac(key, part);
  const expected = hmac(key, stringToSign).toString('hex');
  return expected === q.get('X-Amz-Signature') ? undefined : 'SignatureDoesNotMatch';
}

export async function startS3StandIn(options: {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}): Promise<S3StandIn> {
  const objects: S3StandIn['objects'] = new Map();
  const refusals: string[] = [];
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const prefix = `/${options.bucket}/`;
    if (!url.pathname.startsWith(prefix)) {
      res.writeHead(404, { 'content-type': 'application/xml' });
      return res.end('<Error><Code>NoSuchBucket</Code></Error>');
    }
    const key = decodeURIComponent(url.pathname.slice(prefix.length));
    if (req.method === 'PUT') {
      const problem = presignProblem(req, url, options, new Date());
      if (problem) {
        refusals.push(problem);
        res.writeHead(403, { 'content-type': 'application/xml' });
        return res.end(`<Error><Code>AccessDenied</Code><Message>${problem}</Message></Error>`);
      }
      const contentType = String(req.headers['content-type'] ?? 'binary/octet-stream');
      objects.set(key, { body: Buffer.concat(chunks), contentType });
      res.writeHead(200, { etag: '"stand-in"' });
      return res.end();
    }
    const object = objects.get(key);
    if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204);
      return res.end();
    }
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !object) {
      res.writeHead(404, { 'content-type': 'application/xml' });
      return res.end(req.method === 'HEAD' ? undefined : '<Error><Code>NoSuchKey</Code></Error>');
    }
    const range = /^bytes=(\d+)-(\d+)$/.exec(String(req.headers.range ?? ''));
    const body = range ? object.body.subarray(Number(range[1]), Number(range[2]) + 1) : object.body;
    res.writeHead(range ? 206 : 200, {
      'content-type': object.contentType,
      'content-length': String(req.method === 'HEAD' ? object.body.length : body.length),
      ...(range ? { 'content-range': `bytes ${range[1]}-${range[2]}/${object.body.length}` } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    refusals,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
