import { startIdentityStandInServer } from './support/identity-stand-in-server';
import { startNominatimStandIn } from '../apps/server/test/stand-ins/nominatim';
import { GEOCODER_PORT, IDP_PORT, SLACK_PORT, TILE_PORT } from './support/stand-in-config';
import { startSlackStandInServer } from './support/slack-stand-in-server';
import { startTileStandInServer } from './support/tile-stand-in-server';

/** Third-party services, stood in locally for the whole run (the real ones are unreachable here). */
export default async function globalSetup() {
  const identity = await startIdentityStandInServer(IDP_PORT);
  const slack = await startSlackStandInServer(SLACK_PORT);
  const geocoder = await startNominatimStandIn(GEOCODER_PORT);
  const tiles = await startTileStandInServer(TILE_PORT);
  return async () => {
    await identity.close();
    await slack.close();
    await geocoder.close();
    await tiles.close();
  };
}
