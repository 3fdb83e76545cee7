import { perMonth } from '../lib/format-rupees';

interface SeatPriceProps {
  amount: number;
  /** Struck through: the regular price, not charged during the free trial. */
  struck: boolean;
}

/** A monthly amount; when it is not charged, struck through with a note for screen readers. */
export function SeatPrice({ amount, struck }: SeatPriceProps) {
  if (!struck) return <span>{perMonth(amount)}</span>;
  return (
    <span>
      <span className="visually-hidden">Regular price, not charged: </span>
      <s>{perMonth(amount)}</s>
    </span>
  );
}
