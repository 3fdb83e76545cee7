import http from 'node:http';

/** A 1×1 light grey PNG: Leaflet stretches it over the 256 px tile. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGO4//wVAAVZArF+9m6WAAAAAElFTkSuQmCC',
  'base64',
);

/**
 * A local map tile server for the e2e server's TILE_URL: answers /{z}/{x}/{y}.png as a slippy-map
 * tile server does (image/png, cacheable), so pages with maps load without reaching the internet.
 */
export async function startTileStandInServer(port: number) {
  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && /^\/\d+\/\d+\/\d+\.png$/.test(req.url ?? '')) {
      res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'max-age=3600' });
      res.end(TILE);
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('no such tile');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
