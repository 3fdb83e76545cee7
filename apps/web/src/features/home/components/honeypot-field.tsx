import { HONEYPOT_FIELD } from '@ronda/shared';

interface HoneypotFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/**
 * A field people never see or reach with the keyboard; form-filling bots fill it in, and the server
 * drops any submission where it is not empty.
 */
export function HoneypotField({ value, onChange }: HoneypotFieldProps) {
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={`${HONEYPOT_FIELD}-request`}>Leave this field empty</label>
      <input
        id={`${HONEYPOT_FIELD}-request`}
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        aria-hidden="true"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
