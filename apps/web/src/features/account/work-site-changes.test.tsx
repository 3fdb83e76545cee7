import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEAD_OFFICE, stubCompanyServer, VERNA } from './company-settings-test-server';
import { renderSettings, sectionKit } from './company-settings-test-kit';
import { meera, ravi } from './test-fixtures';
import { TAPPED } from './work-sites-map-stand-in';

vi.mock('./components/work-sites-map', () => import('./work-sites-map-stand-in'));

const { inSection, box, click, type, under } = sectionKit('Work sites');
const siteNames = () =>
  inSection()
    .queryAllByRole('listitem')
    .flatMap((item) => item.getAttribute('aria-label') ?? []);

async function listed() {
  await inSection().findByRole('listitem', { name: 'Head office' });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Account Settings: work sites, changed and deleted', () => {
  it('edits a site, sending only what changed', async () => {
    const server = stubCompanyServer();
    renderSettings(ravi);
    await listed();
    click('Edit Head office');
    expect(inSection().getByRole('form', { name: 'Edit Head office' })).toBeTruthy();
    expect([box(/^Name/).value, box('Radius in metres').value]).toEqual(['Head office', '200']);
    // The site being edited is drawn as the pin, not as a stored circle too.
    expect(inSection().queryByText('Circle: Head office, 200 m')).toBeNull();
    click('Save work site');
    expect(await inSection().findByText('Nothing has changed.')).toBeTruthy();

    click('Edit Head office');
    type('Radius in metres', '250');
    click('Tap the map');
    click('Save work site');
    expect(await inSection().findByText('Head office was saved.')).toBeTruthy();
    expect(server.writes()).toEqual([
      {
        method: 'PATCH',
        path: `/api/company/work-sites/${HEAD_OFFICE.id}`,
        body: { lat: TAPPED.lat, lng: TAPPED.lng, radiusMeters: 250 },
      },
    ]);
  });

  it('deletes a site only once confirmed', async () => {
    const server = stubCompanyServer();
    renderSettings(ravi);
    await listed();
    click('Delete Verna warehouse');
    const question = inSection().getByRole('group', { name: 'Delete Verna warehouse?' });
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'Keep it' }));
    fireEvent.click(within(question).getByRole('button', { name: 'Keep it' }));
    expect(document.activeElement).toBe(box('Delete Verna warehouse'));
    expect(server.writes()).toEqual([]);

    click('Delete Verna warehouse');
    click('Yes, delete');
    expect(await inSection().findByText('Verna warehouse was deleted.')).toBeTruthy();
    expect(server.writes()).toEqual([
      { method: 'DELETE', path: `/api/company/work-sites/${VERNA.id}`, body: undefined },
    ]);
    await waitFor(() => expect(siteNames()).toEqual(['Head office']));
  });

  it('shows what went wrong: a refused save under its field, a failed delete, a failed load', async () => {
    const server = stubCompanyServer();
    server.refuse('PATCH /api/company/work-sites/' + HEAD_OFFICE.id, {
      status: 400,
      message: 'Invalid body.name: name must be at most 120 characters',
    });
    server.refuse('DELETE /api/company/work-sites/' + VERNA.id, {
      status: 404,
      message: 'Work site not found',
    });
    renderSettings(ravi);
    await listed();
    click('Edit Head office');
    type(/^Name/, 'Head office, Panaji');
    click('Save work site');
    await waitFor(() =>
      expect(under(/^Name/)).toBe('A name is needed, of at most 120 characters.'),
    );
    click('Cancel');

    click('Delete Verna warehouse');
    click('Yes, delete');
    const alert = await inSection().findByRole('alert');
    expect(alert.textContent).toBe('Work site not found');
    cleanup();

    server.refuse('GET /api/company/work-sites', { status: 500, message: 'Database is down' });
    renderSettings(ravi);
    const failed = await within(
      await screen.findByRole('region', { name: 'Work sites' }),
    ).findByRole('alert');
    expect(failed.textContent).toContain('Failed to load company data');
    fireEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    await listed();
  });

  it('lets a supervisor draw work sites too (issue 30)', async () => {
    stubCompanyServer();
    renderSettings(meera);
    await listed();
    expect(await inSection().findByText('Circle: Verna warehouse, 500 m')).toBeTruthy();
    expect(inSection().queryByText(/Only an admin can add or change work sites/)).toBeNull();
    expect(inSection().getAllByRole('button').length).toBeGreaterThan(0);
  });
});
