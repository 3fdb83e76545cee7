import type { FastifyBaseLogger } from 'fastify';
import {
  classifyMapsLink,
  MAPS_LINK_MESSAGES,
  parseMapsUrl,
  type MapsLocation,
} from '@ronda/shared';
import { MapsLinkError, type MapsLinkExpander } from '../../adapters/maps-link-expander.ts';
import { ApiError } from '../../lib/api-error.ts';

export interface MapsLinkServiceDeps {
  expander: MapsLinkExpander;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

export interface MapsLinkService {
  /** The full link and what it points at; an ApiError with the picker's message otherwise. */
  read(url: string): Promise<{ url: string; location: MapsLocation }>;
}

/**
 * Reads a Google Maps link for the task location picker: a full link straight away, a short one
 * after following it. Nothing is asked for a link that is not a map link at all.
 */
export function createMapsLinkService(deps: MapsLinkServiceDeps): MapsLinkService {
  return {
    async read(link) {
      if (classifyMapsLink(link) === null) throw ApiError.badRequest(MAPS_LINK_MESSAGES.noLocation);
      const url = await deps.expander.expand(link).catch((error: unknown) => {
        throw asApiError(error, deps.log);
      });
      const location = parseMapsUrl(url);
      if (!location) throw ApiError.badRequest(MAPS_LINK_MESSAGES.noLocation);
      return { url, location };
    },
  };
}

function asApiError(error: unknown, log: MapsLinkServiceDeps['log']): unknown {
  if (!(error instanceof MapsLinkError)) return error;
  log.warn({ reason: error.reason, detail: error.message }, 'map link not expanded');
  // Google slow or out of reach is not the link's fault: 502, as for the address service.
  const upstream = error.reason === 'timeout' || error.reason === 'unreachable';
  return new ApiError(upstream ? 502 : 400, MAPS_LINK_MESSAGES.failed);
}
