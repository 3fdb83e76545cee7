import { cleanup, fireEvent, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CUSTOMER,
  CUSTOMER_PLACE,
  FIELD_TEAM,
  HEAD_OFFICE,
  stubCompanyServer,
} from './company-settings-test-server';
import { renderSettings, sectionKit } from './company-settings-test-kit';
import { ravi } from './test-fixtures';
import { DRAGGED, TAPPED } from './work-sites-map-stand-in';

vi.mock('./components/work-sites-map', () => import('./work-sites-map-stand-in'));

const { inSection, box, click, type, under } = sectionKit('Work sites');

async function listed() {
  await inSection().findByRole('listitem', { name: 'Head office' });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Account Settings: work sites, listed and added', () => {
  it('lists the sites with their radius beside the map that draws them', async () => {
    stubCompanyServer();
    renderSettings(ravi);
    await listed();
    const office = inSection().getByRole('listitem', { name: 'Head office' });
    expect(office.textContent).toContain('Radius 200 m · 15.49890, 73.82780');
    expect(inSection().getByRole('listitem', { name: 'Verna warehouse' }).textContent).toContain(
      'Radius 500 m',
    );
    expect(await inSection().findByText('Circle: Head office, 200 m')).toBeTruthy();
    expect(inSection().getByText('Circle: Verna warehouse, 500 m')).toBeTruthy();
    expect(inSection().getByRole('button', { name: 'Edit Head office' })).toBeTruthy();
    // Nothing is placed until a site is being drawn.
    expect(inSection().queryByRole('button', { name: 'Tap the map' })).toBeNull();
  });

  it('adds a site with a pin tapped and dragged on the map and the radius from the slider', async () => {
    const server = stubCompanyServer({ sites: [HEAD_OFFICE] });
    renderSettings(ravi);
    await listed();
    click('Add work site');
    expect(inSection().getByRole('form', { name: 'New work site' })).toBeTruthy();
    expect(box('Radius in metres').value).toBe('200');
    click('Add work site');
    await waitFor(() => expect(under(/^Name/)).toBe('Give the work site a name.'));
    expect(under('Find the address')).toBe(
      'Place the centre: search an address, tap the map, or use a customer’s address.',
    );
    expect(server.writes()).toEqual([]);

    type(/^Name/, 'Margao depot');
    click('Tap the map');
    expect(inSection().getByText(`Pin: ${TAPPED.lat}, ${TAPPED.lng}; circle 200 m`)).toBeTruthy();
    expect(inSection().getByText('Centre: Placed on the map (15.40120, 73.91230)')).toBeTruthy();
    // The centre's problem went with the tap.
    expect(box('Find the address').getAttribute('aria-invalid')).toBeNull();
    click('Drag the pin');
    type('Radius slider', '350');
    expect(box('Radius in metres').value).toBe('350');
    expect(inSection().getByText(`Pin: ${DRAGGED.lat}, ${DRAGGED.lng}; circle 350 m`)).toBeTruthy();
    click('Add work site');
    expect(await inSection().findByText('Margao depot was added.')).toBeTruthy();
    expect(server.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/company/work-sites',
        body: {
          name: 'Margao depot',
          lat: DRAGGED.lat,
          lng: DRAGGED.lng,
          radiusMeters: 350,
          customerId: null,
          departmentId: null,
        },
      },
    ]);
    await inSection().findByRole('listitem', { name: 'Margao depot' });
  });

  it('keeps the radius from 50 m to 1 km, on the controls and when saving', async () => {
    const server = stubCompanyServer();
    renderSettings(ravi);
    await listed();
    click('Add work site');
    const [slider, metres] = [box('Radius slider'), box('Radius in metres')];
    expect([slider.min, slider.max, slider.step]).toEqual(['50', '1000', '10']);
    expect([metres.min, metres.max]).toEqual(['50', '1000']);
    type(/^Name/, 'Kiosk');
    click('Tap the map');
    const problem = 'The radius must be a whole number of metres from 50 to 1,000.';
    for (const typed of ['40', '1001', '75.5', '']) {
      type('Radius in metres', typed);
      click('Add work site');
      await waitFor(() => expect(under('Radius in metres')).toBe(problem));
    }
    expect(server.writes()).toEqual([]);
    type('Radius in metres', '1000');
    expect(inSection().getByRole('group', { name: 'Radius: 1 km' })).toBeTruthy();
    click('Add work site');
    await inSection().findByText('Kiosk was added.');
    expect(server.writes()[0]?.body).toMatchObject({ radiusMeters: 1000 });
  });

  it('finds the centre by address search or by a customer’s address, and says whom the site is for', async () => {
    const server = stubCompanyServer();
    renderSettings(ravi);
    await listed();
    click('Add work site');
    type('Find the address', 'Verna');
    fireEvent.click(
      await inSection().findByRole(
        'option',
        { name: 'Verna Industrial Estate, Goa' },
        { timeout: 3000 },
      ),
    );
    expect(
      inSection().getByText('Centre: Verna Industrial Estate, Goa (15.36000, 73.94000)'),
    ).toBeTruthy();

    await inSection().findAllByRole('option', { name: CUSTOMER.name });
    fireEvent.change(box('Or a customer'), { target: { value: CUSTOMER.id } });
    click(/Use this customer.s address/);
    const { lat, lng } = CUSTOMER_PLACE.coordinates;
    expect(
      await inSection().findByText(
        `Centre: ${CUSTOMER.name}: ${CUSTOMER_PLACE.address} (${lat.toFixed(5)}, ${lng.toFixed(5)})`,
      ),
    ).toBeTruthy();
    // The site takes the customer's name while it has none.
    expect(box(/^Name/).value).toBe(CUSTOMER.name);
    const asked = server.calls.find((c) => c.path.includes('/complaints'))?.path ?? '';
    expect(new URL(asked, 'http://x').searchParams.get('customerId')).toBe(CUSTOMER.id);

    // Issue 30: the site is then for that customer; a department can be added.
    expect(box('Customer').value).toBe(CUSTOMER.id);
    await inSection().findByRole('option', { name: FIELD_TEAM.name });
    fireEvent.change(box('Department'), { target: { value: FIELD_TEAM.id } });
    click('Add work site');
    expect(await inSection().findByText(`${CUSTOMER.name} was added.`)).toBeTruthy();
    expect(server.writes().at(-1)?.body).toMatchObject({
      name: CUSTOMER.name,
      customerId: CUSTOMER.id,
      departmentId: FIELD_TEAM.id,
    });
    expect(await inSection().findByText(`For ${CUSTOMER.name} · ${FIELD_TEAM.name}`)).toBeTruthy();
  });
});
