import { CircleMarker } from 'react-leaflet';
import { MapView } from '@/components/map/map-view';
import type { LatLng } from '@/lib/coordinates';
import { COMPANY_MAP_HEIGHT_PX, COMPANY_MAP_ZOOM } from '../lib/company';

export interface CompanyMapProps {
  position: LatLng;
  /** What the map shows, for people who cannot see it. */
  label: string;
}

/** The company's address on the console map, 250 px high. Loaded lazily. */
export function CompanyMap({ position, label }: CompanyMapProps) {
  return (
    <MapView center={position} zoom={COMPANY_MAP_ZOOM} height={COMPANY_MAP_HEIGHT_PX} label={label}>
      <CircleMarker
        center={[position.lat, position.lng]}
        radius={10}
        pathOptions={{ color: '#0f5257', fillColor: '#f2a541', fillOpacity: 1, weight: 3 }}
      />
    </MapView>
  );
}
