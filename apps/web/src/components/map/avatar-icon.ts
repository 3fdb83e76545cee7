import { divIcon, type DivIcon } from 'leaflet';

/** console.md §9: dashboard marker avatars are 40 px. */
export const AVATAR_MARKER_PX = 40;

export function initialsOf(firstName: string, lastName: string): string {
  const letters = `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`;
  return letters.toUpperCase() || '?';
}

/**
 * A round avatar icon: the person's initials, with their picture on top when they have one. The
 * picture has an empty alt, so one that fails to load leaves the initials showing rather than a
 * broken image. Built as DOM nodes, never HTML text, so names cannot inject markup.
 */
export function avatarIcon(options: {
  firstName: string;
  lastName: string;
  pictureUrl: string | null;
  selected: boolean;
  stale: boolean;
}): DivIcon {
  const root = document.createElement('span');
  root.className = [
    'avatar-marker',
    options.selected ? 'avatar-marker--selected' : '',
    options.stale ? 'avatar-marker--stale' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const initials = document.createElement('span');
  initials.className = 'avatar-marker__initials';
  initials.textContent = initialsOf(options.firstName, options.lastName);
  root.append(initials);
  if (options.pictureUrl) {
    const img = document.createElement('img');
    img.src = options.pictureUrl;
    img.alt = '';
    img.width = AVATAR_MARKER_PX;
    img.height = AVATAR_MARKER_PX;
    img.className = 'avatar-marker__picture';
    img.referrerPolicy = 'no-referrer';
    root.append(img);
  }
  return divIcon({
    html: root,
    className: 'avatar-marker-icon',
    iconSize: [AVATAR_MARKER_PX, AVATAR_MARKER_PX],
    iconAnchor: [AVATAR_MARKER_PX / 2, AVATAR_MARKER_PX / 2],
    popupAnchor: [0, -AVATAR_MARKER_PX / 2],
  });
}
