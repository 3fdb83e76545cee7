import type { Company } from '@ronda/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { company, COMPANY_ID, meera } from '../test-fixtures';
import { AccountInformationTab } from './account-information-tab';

function renderTab(answer: Company = company) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const { pathname } = new URL(input, 'http://x');
      if (pathname !== `/api/companies/${COMPANY_ID}`) throw new Error(`unexpected ${input}`);
      return new Response(JSON.stringify({ is_success: true, company: answer }));
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AccountInformationTab companyId={COMPANY_ID} user={meera} />
    </QueryClientProvider>,
  );
}

const section = (name: string) => screen.getByRole('region', { name });
const detail = (scope: HTMLElement, term: string) =>
  within(scope).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AccountInformationTab', () => {
  it('CON-ACCT-29 CON-ACCT-30 CON-ACCT-31: the user’s full name, email and role', async () => {
    renderTab();
    const user = section('Your Account');
    expect(detail(user, 'Full Name')).toBe('Meera Naik');
    expect(detail(user, 'Email')).toBe('meera@konkan.example');
    expect(detail(user, 'Role')).toBe('Supervisor');
    await screen.findByRole('region', { name: 'Konkan Field Services' });
  });

  it('CON-ACCT-32 CON-ACCT-33 CON-ACCT-34 CON-ACCT-35 CON-ACCT-36 CON-ACCT-37 CON-ACCT-38 the company', async () => {
    renderTab();
    const card = await screen.findByRole('region', { name: 'Konkan Field Services' });
    expect(within(card).getByRole('heading', { name: 'Konkan Field Services' })).toBeTruthy();
    expect(within(card).getByText('Active')).toBeTruthy();
    expect(detail(card, 'Email')).toBe('office@konkan.example');
    expect(detail(card, 'Phone')).toBe('+91 832 222 3344');
    const website = within(card).getByRole('link', { name: 'https://konkan.example' });
    expect(website.getAttribute('href')).toBe('https://konkan.example/');
    expect(website.getAttribute('target')).toBe('_blank');
    const logo = within(card).getByRole('img', { name: 'Konkan Field Services logo' });
    expect(logo.getAttribute('src')).toBe('https://files.konkan.example/logo.png');
    expect(detail(card, 'Address')).toBe('14 Rua de Ourem, Panaji, Goa 403001');
  });

  it('CON-ACCT-33: an inactive company, with nothing optional filled in', async () => {
    renderTab({
      ...company,
      isActive: false,
      email: null,
      phone: null,
      website: null,
      logo: null,
      address: null,
      coordinates: null,
    });
    const card = await screen.findByRole('region', { name: 'Konkan Field Services' });
    expect(within(card).getByText('Inactive')).toBeTruthy();
    expect(within(card).queryByText('Active')).toBeNull();
    for (const term of ['Email', 'Phone', 'Website', 'Address']) {
      expect(detail(card, term)).toBe('Not provided');
    }
    expect(within(card).queryByRole('img')).toBeNull();
    expect(within(card).queryByRole('link', { name: 'Open in Maps' })).toBeNull();
  });

  it('CON-ACCT-39 CON-ACCT-40: a 250 px map at the company and a link that opens the address in Maps', async () => {
    renderTab();
    const card = await screen.findByRole('region', { name: 'Konkan Field Services' });
    const link = within(card).getByRole('link', { name: 'Open in Maps' });
    expect(link.getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=14%20Rua%20de%20Ourem%2C%20Panaji%2C%20Goa%20403001',
    );
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    const map = await vi.waitFor(() => {
      const found = card.querySelector<HTMLElement>('.leaflet-container');
      if (!found) throw new Error('no map yet');
      return found;
    });
    expect(getComputedStyle(map).height).toBe('250px');
    expect(within(card).getByText('Map of 14 Rua de Ourem, Panaji, Goa 403001')).toBeTruthy();
    expect(within(card).queryByText('No map position for this address')).toBeNull();
  });

  it('CON-ACCT-39: no coordinates, no map but a note; the link searches the address', async () => {
    renderTab({ ...company, coordinates: null });
    const card = await screen.findByRole('region', { name: 'Konkan Field Services' });
    expect(within(card).getByText('No map position for this address')).toBeTruthy();
    expect(card.querySelector('.leaflet-container')).toBeNull();
    expect(within(card).getByRole('link', { name: 'Open in Maps' }).getAttribute('href')).toContain(
      'query=14%20Rua%20de%20Ourem',
    );
  });
});
