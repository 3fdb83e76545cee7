import { TextField } from '@/components/form/form-field';
import { FORM_RADIUS, radiusOf, radiusText } from '../lib/work-sites';
import styles from './work-sites.module.css';

interface WorkSiteRadiusProps {
  /** The number box's id: problems name it, and focus goes there. */
  id: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** The radius by slider (quick, in 10 m steps) or typed in metres; the map draws it as it moves. */
export function WorkSiteRadius({ id, value, error, onChange }: WorkSiteRadiusProps) {
  const metres = radiusOf(value);
  // The slider stays within its range; the box says what a stored radius outside it is.
  const slider = Math.min(FORM_RADIUS.max, Math.max(FORM_RADIUS.min, metres ?? FORM_RADIUS.min));
  const sliderId = `${id}-slider`;
  return (
    <fieldset className={styles.group}>
      <legend>Radius{metres ? `: ${radiusText(metres)}` : ''}</legend>
      <div className={styles.radius}>
        <label htmlFor={sliderId} className={styles.sliderLabel}>
          Radius slider
        </label>
        <input
          id={sliderId}
          type="range"
          className={styles.slider}
          min={FORM_RADIUS.min}
          max={FORM_RADIUS.max}
          step={FORM_RADIUS.step}
          value={slider}
          aria-valuetext={radiusText(slider)}
          onChange={(event) => onChange(event.target.value)}
        />
        <TextField
          id={id}
          label="Radius in metres"
          type="number"
          inputMode="numeric"
          min={FORM_RADIUS.min}
          max={FORM_RADIUS.max}
          step={1}
          value={value}
          hint={`From ${FORM_RADIUS.min} m to ${radiusText(FORM_RADIUS.max)}. Punches within it count as at the site.`}
          error={error}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </fieldset>
  );
}
