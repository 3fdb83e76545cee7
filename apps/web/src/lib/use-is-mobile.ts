import { MOBILE_BREAKPOINT_PX } from '@ronda/shared';
import { useMediaQuery } from './use-media-query';

/** The spec's mobile layout: 768 px wide or less (the CSS modules use the same literal). */
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_MEDIA_QUERY);
}
