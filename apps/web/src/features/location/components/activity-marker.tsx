import type { LeafletKeyboardEvent, Marker as LeafletMarker } from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { Marker, Popup } from 'react-leaflet';
import type { TimelineItem } from '../lib/timeline';
import { itemTitle } from '../lib/timeline-text';
import { activityIcon } from './activity-icon';
import { ItemPopup } from './item-popup';
import './activity-marker.css';

interface ActivityMarkerProps {
  item: TimelineItem & { point: { lat: number; lng: number } };
  selected: boolean;
  /** Changes with each timeline click, so the popup opens again even for the same entry. */
  openNonce: number;
  timeZone: string;
  onSelect: (itemId: string) => void;
}

/** A timeline entry on the map; selecting it (here or in the timeline) opens its popup. */
export function ActivityMarker({
  item,
  selected,
  openNonce,
  timeZone,
  onSelect,
}: ActivityMarkerProps) {
  const ref = useRef<LeafletMarker>(null);
  const icon = useMemo(() => activityIcon(item.kind, selected), [item.kind, selected]);
  useEffect(() => {
    if (selected) ref.current?.openPopup();
  }, [selected, openNonce]);
  const title = itemTitle(item, timeZone);
  return (
    <Marker
      ref={ref}
      position={[item.point.lat, item.point.lng]}
      icon={icon}
      title={title}
      alt={title}
      zIndexOffset={selected ? 1000 : 0}
      eventHandlers={{
        click: () => onSelect(item.id),
        // Leaflet opens the popup on Enter but fires no click: keyboard users select the same way.
        keypress: (event: LeafletKeyboardEvent) => {
          if (event.originalEvent.key === 'Enter') onSelect(item.id);
        },
      }}
    >
      <Popup>
        <ItemPopup item={item} timeZone={timeZone} />
      </Popup>
    </Marker>
  );
}
