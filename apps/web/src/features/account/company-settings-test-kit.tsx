import type { User } from '@ronda/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { CompanySettings } from './components/company-settings';
import { company, COMPANY_ID } from './test-fixtures';

/** Alert rules and work sites as Account Information shows them, for `user`. */
export function renderSettings(user: User) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <CompanySettings companyId={COMPANY_ID} user={user} home={company.coordinates} />
    </QueryClientProvider>,
  );
}

/** Queries and actions inside one section, found by its heading. */
export function sectionKit(name: string) {
  const inSection = () => within(screen.getByRole('region', { name }));
  const box = (label: string | RegExp) => inSection().getByLabelText(label) as HTMLInputElement;
  return {
    inSection,
    box,
    click: (button: string | RegExp) =>
      fireEvent.click(inSection().getByRole('button', { name: button })),
    type: (label: string | RegExp, value: string) =>
      fireEvent.change(box(label), { target: { value } }),
    /** The text under a control: its problem, else its hint. */
    under: (label: string | RegExp) =>
      document.getElementById(box(label).getAttribute('aria-describedby') ?? '')?.textContent,
  };
}
