import { startIdentityStandInServer } from './support/identity-stand-in-server';
import { IDP_PORT, SLACK_PORT } from './support/stand-in-config';
import { startSlackStandInServer } from './support/slack-stand-in-server';

/** Third-party services, stood in locally for the whole run (the real ones are unreachable here). */
export default async function globalSetup() {
  const identity = await startIdentityStandInServer(IDP_PORT);
  const slack = await startSlackStandInServer(SLACK_PORT);
  return async () => {
    await identity.close();
    await slack.close();
  };
}
