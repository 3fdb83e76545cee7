import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchDownload } from './api-download';
import { ApiRequestError } from './api-request-error';

afterEach(() => vi.unstubAllGlobals());

describe('fetchDownload (issue 29: a report file with the session)', () => {
  it('gives the file and the name the server chose', async () => {
    const fetchMock = vi.fn(
      async (_url: string) =>
        new Response('\uFEFFName\r\n', {
          status: 200,
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="attendance-2026-10-01-to-2026-10-31.csv"',
          },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const file = await fetchDownload(
      '/api/reports/attendance?from=2026-10-01&to=2026-10-31&format=csv',
    );
    expect(file.name).toBe('attendance-2026-10-01-to-2026-10-31.csv');
    // The byte-order mark is kept (text() would drop it): Excel needs it for ₹ and names.
    expect([...new Uint8Array(await file.blob.arrayBuffer())].slice(0, 3)).toEqual([
      0xef, 0xbb, 0xbf,
    ]);
    expect(fetchMock.mock.calls[0]?.[0]).toMatch(/\/api\/reports\/attendance\?from=/);
  });

  it('throws a refusal with the server’s words, as the API client does', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              is_success: false,
              message: 'You may not see reports of that person or department.',
            }),
            { status: 403, headers: { 'content-type': 'application/json' } },
          ),
      ),
    );
    const failure = await fetchDownload('/api/reports/attendance?format=csv').catch(
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect((failure as ApiRequestError).status).toBe(403);
    expect((failure as ApiRequestError).message).toBe(
      'You may not see reports of that person or department.',
    );
  });
});
