import type { WorkSitesMapProps } from './components/work-sites-map';

/** Where the stand-in's "tap" and "drag" put the pin. */
export const TAPPED = { lat: 15.4012, lng: 73.9123 };
export const DRAGGED = { lat: 15.4021, lng: 73.9135 };

/**
 * Leaflet has no place in jsdom (the map's own drawing is for the e2e spec): this stand-in for
 * the lazily loaded map says in text what it would draw, and places the pin through the same
 * callback a tap on the map or a drag of the pin calls.
 */
export function WorkSitesMap({ sites, draft, onPlace, label }: WorkSitesMapProps) {
  return (
    <figure aria-label={label}>
      <ul>
        {sites.map((site) => (
          <li key={site.id}>{`Circle: ${site.name}, ${site.radiusMeters} m`}</li>
        ))}
      </ul>
      {draft?.centre ? (
        <p>{`Pin: ${draft.centre.lat}, ${draft.centre.lng}; circle ${draft.radius ?? 'none'} m`}</p>
      ) : null}
      {onPlace ? (
        <>
          <button type="button" onClick={() => onPlace(TAPPED)}>
            Tap the map
          </button>
          <button type="button" onClick={() => onPlace(DRAGGED)}>
            Drag the pin
          </button>
        </>
      ) : null}
    </figure>
  );
}
