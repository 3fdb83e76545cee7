import { useEffect, useRef, useState } from 'react';
import type { MapsLinkMessages } from './location-picker-messages';
import { resolveMapsLink, type MapsLinkHandlers, type MapsLinkNotice } from './resolve-maps-link';

/**
 * The state of the Google Maps link field: whether a link is being read and what to tell the
 * person afterwards. Only the newest link counts: reading another one, or `cancel`, drops the
 * one in flight, so a slow answer never moves the point after the person has moved on.
 */
export function useMapsLink() {
  const [reading, setReading] = useState(false);
  const [notice, setNotice] = useState<MapsLinkNotice | null>(null);
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => () => inFlight.current?.abort(), []);

  function cancel() {
    inFlight.current?.abort();
    inFlight.current = null;
    setReading(false);
    setNotice(null);
  }

  async function read(link: string, messages: MapsLinkMessages, handlers: MapsLinkHandlers) {
    cancel();
    const controller = new AbortController();
    inFlight.current = controller;
    setReading(true);
    try {
      const result = await resolveMapsLink(link, messages, handlers, controller.signal);
      if (!controller.signal.aborted) setNotice(result);
    } catch (reason) {
      // Every failure of the link comes back as a notice; an abort is the one rejection, and
      // whoever aborted has already reset the state. Anything else is a bug: let it be seen.
      if (!controller.signal.aborted) throw reason;
    } finally {
      if (inFlight.current === controller) {
        inFlight.current = null;
        setReading(false);
      }
    }
  }

  return { read, cancel, reading, notice };
}
