const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** Rupees with Indian digit grouping: 185 → '₹185', 123456 → '₹1,23,456'. */
export function formatRupees(value: number): string {
  return `₹${rupees.format(value)}`;
}

/** A monthly amount as the page shows it: '₹185 / month'. */
export function perMonth(value: number): string {
  return `${formatRupees(value)} / month`;
}
