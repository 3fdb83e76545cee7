import { screen, within } from '@testing-library/react';

/** A totals region's figures as "label: value", in order. */
export function figuresIn(region: HTMLElement): string[] {
  return [...region.querySelectorAll('dt')].map(
    (dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`,
  );
}

/** A table's column heads, as read. */
export const headsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

/** A row's cells after its header, as read. */
export const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

/** The row of `table` whose header starts with `name`. */
export const rowOf = (table: HTMLElement, name: string) =>
  within(table).getByRole('row', { name: new RegExp(`^${name}`) });

export const totalsRegion = (name = 'Totals') => screen.findByRole('region', { name });
