import type { LeafletKeyboardEvent, Marker as LeafletMarker } from 'leaflet';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { Marker, Popup } from 'react-leaflet';
import type { LatLng } from '@/lib/coordinates';
import { avatarIcon } from './avatar-icon';
import './avatar-marker.css';

export interface AvatarMarkerProps {
  position: LatLng;
  firstName: string;
  lastName: string;
  pictureUrl: string | null;
  selected: boolean;
  stale: boolean;
  onSelect: () => void;
  /** The popup's content. */
  children: ReactNode;
}

/** A person on the map as their avatar; selecting them (here or elsewhere) opens the popup. */
export function AvatarMarker(props: AvatarMarkerProps) {
  const { position, firstName, lastName, pictureUrl, selected, stale, onSelect } = props;
  const ref = useRef<LeafletMarker>(null);
  const icon = useMemo(
    () => avatarIcon({ firstName, lastName, pictureUrl, selected, stale }),
    [firstName, lastName, pictureUrl, selected, stale],
  );
  useEffect(() => {
    if (selected) ref.current?.openPopup();
  }, [selected, position.lat, position.lng]);
  return (
    <Marker
      ref={ref}
      position={[position.lat, position.lng]}
      icon={icon}
      title={`${firstName} ${lastName}`.trim()}
      alt={`${firstName} ${lastName}`.trim()}
      eventHandlers={{
        click: onSelect,
        // Leaflet opens the popup on Enter but fires no click: keyboard users select the same way.
        keypress: (event: LeafletKeyboardEvent) => {
          if (event.originalEvent.key === 'Enter') onSelect();
        },
      }}
    >
      <Popup>{props.children}</Popup>
    </Marker>
  );
}
