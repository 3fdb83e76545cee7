import type { WorkSite } from '@ronda/shared';
import { describe, expect, it } from 'vitest';
import { changesOf, checkDraft, draftOf, radiusText, SITE_PROBLEMS } from './work-sites';

const campus: WorkSite = {
  id: '00000000-0000-4000-8000-000000000901',
  name: 'Campus',
  lat: 15.4,
  lng: 73.9,
  radiusMeters: 2000,
  customerId: null,
  departmentId: null,
};

describe('work sites in the form', () => {
  it('says a radius in metres under 1 km and in kilometres from there', () => {
    expect([50, 999, 1000, 1500, 50_000].map(radiusText)).toEqual([
      '50 m',
      '999 m',
      '1 km',
      '1.5 km',
      '50 km',
    ]);
  });

  it('starts a new site at the default radius with no centre', () => {
    expect(draftOf(null)).toEqual({
      name: '',
      centre: null,
      place: null,
      radius: '200',
      customerId: '',
      departmentId: '',
    });
    expect(checkDraft(draftOf(null), null)).toEqual({
      ok: false,
      problems: { name: SITE_PROBLEMS.name, centre: SITE_PROBLEMS.centre },
    });
  });

  it('keeps a stored radius outside the form’s range until it is changed', () => {
    const renamed = { ...draftOf(campus), name: ' Main campus ' };
    expect(checkDraft(renamed, campus)).toEqual({
      ok: true,
      fields: {
        name: 'Main campus',
        lat: 15.4,
        lng: 73.9,
        radiusMeters: 2000,
        customerId: null,
        departmentId: null,
      },
    });
    expect(checkDraft({ ...renamed, radius: '1999' }, campus)).toEqual({
      ok: false,
      problems: { radiusMeters: SITE_PROBLEMS.radiusMeters },
    });
  });

  it('refuses a name longer than the server takes', () => {
    const long = { ...draftOf(campus), name: 'x'.repeat(121) };
    expect(checkDraft(long, campus)).toEqual({
      ok: false,
      problems: { name: SITE_PROBLEMS.nameTooLong },
    });
  });

  it('sends only what changed, the point as a pair', () => {
    const fields = {
      name: 'Campus',
      lat: 15.4,
      lng: 73.95,
      radiusMeters: 2000,
      customerId: null,
      departmentId: null,
    };
    expect(changesOf(fields, campus)).toEqual({ lat: 15.4, lng: 73.95 });
    expect(changesOf({ ...fields, lng: 73.9 }, campus)).toEqual({});
  });

  it('links a customer or a department and takes a link away (issue 30)', () => {
    const team = '00000000-0000-4000-8000-000000000701';
    const linked = checkDraft({ ...draftOf(campus), departmentId: team }, campus);
    expect(linked.ok && changesOf(linked.fields, campus)).toEqual({ departmentId: team });
    const site = { ...campus, departmentId: team };
    const unlinked = checkDraft({ ...draftOf(site), departmentId: '' }, site);
    expect(unlinked.ok && changesOf(unlinked.fields, site)).toEqual({ departmentId: null });
  });
});
