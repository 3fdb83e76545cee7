import { startIdentityStandInServer } from './support/identity-stand-in-server';
import { IDP_PORT } from './support/identity-config';

/** Google's sign-in, stood in locally for the whole run (the real one is unreachable here). */
export default async function globalSetup() {
  const server = await startIdentityStandInServer(IDP_PORT);
  return () => server.close();
}
