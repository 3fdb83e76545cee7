import { lazy, Suspense } from 'react';
import { MAP_PLACING_MESSAGES } from '@/components/location-picker/map-placing-messages';
import { MapBoundary } from '@/components/map/map-boundary';
import { loadChunk } from '@/lib/load-chunk';
import { WORK_SITES_MAP_HEIGHT_PX } from '../lib/work-sites';
import type { WorkSitesMapProps } from './work-sites-map';
import styles from './work-sites.module.css';

// Leaflet is fetched only when the section is shown.
const WorkSitesMap = lazy(() =>
  loadChunk(() => import('./work-sites-map')).then((m) => ({ default: m.WorkSitesMap })),
);

type FrameProps = Omit<WorkSitesMapProps, 'describedBy' | 'label'> & { drawing: string | null };

/**
 * The sites' map with its texts: how to place the pin while a site is drawn, and what to do
 * when the map cannot load (the centre can still come from an address or a customer).
 */
export function WorkSitesMapFrame({ drawing, onPlace, ...map }: FrameProps) {
  const editable = onPlace !== undefined;
  const label = drawing
    ? `Map for the work site ${drawing}: tap to place its centre`
    : "Map of the company's work sites";
  return (
    <div className={styles.mapColumn}>
      {editable ? (
        <>
          <p id="work-site-map-hint" className={styles.note}>
            Tap the map to place the centre, then drag the pin to adjust it.
          </p>
          <p id="work-site-map-keys" className="visually-hidden">
            {MAP_PLACING_MESSAGES.mapKeyboardHint}
          </p>
        </>
      ) : null}
      <MapBoundary
        fallback={
          <p className={styles.note}>
            The map could not be loaded. A centre can still be found by address or customer.
          </p>
        }
      >
        <Suspense
          fallback={
            <div className={styles.mapLoading} style={{ height: WORK_SITES_MAP_HEIGHT_PX }}>
              Loading map…
            </div>
          }
        >
          <WorkSitesMap
            {...map}
            onPlace={onPlace}
            label={label}
            describedBy="work-site-map-hint work-site-map-keys"
          />
        </Suspense>
      </MapBoundary>
    </div>
  );
}
