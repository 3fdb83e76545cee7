import type { Company } from '@ronda/shared';
import { ExternalLink } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { MapBoundary } from '@/components/map/map-boundary';
import { isValidCoordinates } from '@/lib/coordinates';
import { loadChunk } from '@/lib/load-chunk';
import { addressText, COMPANY_MAP_HEIGHT_PX, mapsSearchHref } from '../lib/company';
import styles from './account-information-tab.module.css';

const CompanyMap = lazy(() =>
  loadChunk(() => import('./company-map')).then((m) => ({ default: m.CompanyMap })),
);

/** The company's address on a map (or a note when it has no position) and 'Open in Maps'. */
export function CompanyLocation({ company }: { company: Company }) {
  const address = addressText(company.address);
  const position = isValidCoordinates(company.coordinates) ? company.coordinates : null;
  const href = mapsSearchHref(company);
  const placeholder = (
    <div className={styles.mapPlaceholder} style={{ height: COMPANY_MAP_HEIGHT_PX }} />
  );
  return (
    <div className={styles.location}>
      {position ? (
        <MapBoundary fallback={<p className={styles.note}>The map could not be loaded.</p>}>
          <Suspense fallback={placeholder}>
            <CompanyMap position={position} label={`Map of ${address || company.name}`} />
          </Suspense>
        </MapBoundary>
      ) : (
        <p className={styles.note}>No map position for this address</p>
      )}
      {href && (
        <a className={styles.mapsLink} href={href} target="_blank" rel="noopener noreferrer">
          Open in Maps
          <ExternalLink size={16} aria-hidden />
        </a>
      )}
    </div>
  );
}
