import {
  DEFAULT_WORK_SITE_RADIUS_M,
  WORK_SITE_MAX_RADIUS_M,
  WORK_SITE_MIN_RADIUS_M,
  workSiteInputSchema,
  type WorkSite,
} from '@ronda/shared';
import { isValidCoordinates, type LatLng } from '@/lib/coordinates';

/**
 * The radius the form offers: a building to a campus. The server takes 20 m to 50 km; a site
 * made larger or smaller through the API keeps its radius until someone changes it here.
 */
export const FORM_RADIUS = {
  min: Math.max(50, WORK_SITE_MIN_RADIUS_M),
  max: Math.min(1000, WORK_SITE_MAX_RADIUS_M),
  step: 10,
} as const;

export const SITE_NAME_MAX = 120;
export const WORK_SITES_MAP_HEIGHT_PX = 360;

/** What the editor holds: the name and radius as typed, and the centre once placed. */
export interface SiteDraft {
  name: string;
  centre: LatLng | null;
  /** Where the centre came from, said to the person ("Placed on the map", an address). */
  place: string | null;
  radius: string;
  /** Whom the site is for (issue 30): an id, or '' for nobody. */
  customerId: string;
  departmentId: string;
}

export interface WorkSiteFields {
  name: string;
  lat: number;
  lng: number;
  radiusMeters: number;
  customerId: string | null;
  departmentId: string | null;
}
export type WorkSiteChanges = Partial<WorkSiteFields>;

export type SiteField = 'name' | 'centre' | 'radiusMeters';

export function draftOf(site: WorkSite | null): SiteDraft {
  if (!site) {
    return {
      name: '',
      centre: null,
      place: null,
      radius: String(DEFAULT_WORK_SITE_RADIUS_M),
      customerId: '',
      departmentId: '',
    };
  }
  return {
    name: site.name,
    centre: { lat: site.lat, lng: site.lng },
    place: null,
    radius: String(site.radiusMeters),
    customerId: site.customerId ?? '',
    departmentId: site.departmentId ?? '',
  };
}

/** "200 m", "1 km", "1.5 km". */
export function radiusText(metres: number): string {
  if (metres < 1000) return `${metres.toLocaleString('en-IN')} m`;
  return `${(metres / 1000).toLocaleString('en-IN', { maximumFractionDigits: 1 })} km`;
}

/** The radius as typed, when it is a number the map can draw. */
export function radiusOf(box: string): number | null {
  const metres = Number(box);
  return box.trim() !== '' && Number.isFinite(metres) && metres > 0 ? metres : null;
}

export const SITE_PROBLEMS = {
  name: 'Give the work site a name.',
  nameTooLong: `The name can be at most ${SITE_NAME_MAX} characters.`,
  /** The server refused the name for a reason the form did not see. */
  nameRefused: `A name is needed, of at most ${SITE_NAME_MAX} characters.`,
  centre: 'Place the centre: search an address, tap the map, or use a customer’s address.',
  radiusMeters: `The radius must be a whole number of metres from ${FORM_RADIUS.min} to ${FORM_RADIUS.max.toLocaleString('en-IN')}.`,
} as const;

export type DraftCheck =
  | { ok: true; fields: WorkSiteFields }
  | { ok: false; problems: Partial<Record<SiteField, string>> };

/**
 * The draft as the body to send, or what is wrong with it. Name and centre are checked with the
 * server's own schema; the radius with the form's narrower range, except a stored radius left
 * as it was.
 */
export function checkDraft(draft: SiteDraft, site: WorkSite | null): DraftCheck {
  const problems: Partial<Record<SiteField, string>> = {};
  const radius = Number(draft.radius);
  const kept = site !== null && draft.radius.trim() === String(site.radiusMeters);
  const inRange =
    draft.radius.trim() !== '' &&
    Number.isInteger(radius) &&
    radius >= FORM_RADIUS.min &&
    radius <= FORM_RADIUS.max;
  if (!kept && !inRange) problems.radiusMeters = SITE_PROBLEMS.radiusMeters;
  if (!isValidCoordinates(draft.centre)) problems.centre = SITE_PROBLEMS.centre;
  const parsed = workSiteInputSchema.safeParse({
    name: draft.name,
    lat: draft.centre?.lat ?? 0,
    lng: draft.centre?.lng ?? 0,
    radiusMeters: radius,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      if (issue.path[0] !== 'name') continue;
      problems.name = draft.name.trim() === '' ? SITE_PROBLEMS.name : SITE_PROBLEMS.nameTooLong;
    }
  }
  if (!parsed.success && Object.keys(problems).length === 0) {
    // The server's schema refused something the form has no box for: say it under the centre.
    problems.centre = SITE_PROBLEMS.centre;
  }
  if (Object.keys(problems).length > 0 || !parsed.success) return { ok: false, problems };
  const { name, lat, lng, radiusMeters } = parsed.data;
  const customerId = draft.customerId || null;
  const departmentId = draft.departmentId || null;
  return { ok: true, fields: { name, lat, lng, radiusMeters, customerId, departmentId } };
}

/** What an edit changed, as the PATCH body (latitude and longitude always go together). */
export function changesOf(fields: WorkSiteFields, site: WorkSite): WorkSiteChanges {
  const changes: WorkSiteChanges = {};
  if (fields.name !== site.name) changes.name = fields.name;
  if (fields.lat !== site.lat || fields.lng !== site.lng) {
    changes.lat = fields.lat;
    changes.lng = fields.lng;
  }
  if (fields.radiusMeters !== site.radiusMeters) changes.radiusMeters = fields.radiusMeters;
  if (fields.customerId !== site.customerId) changes.customerId = fields.customerId;
  if (fields.departmentId !== site.departmentId) changes.departmentId = fields.departmentId;
  return changes;
}
