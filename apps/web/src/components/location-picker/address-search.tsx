import type { Place } from '@ronda/shared';
import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import { TextField } from '@/components/form/form-field';
import { ADDRESS_MAX_CHARS } from './location-picker-constants';
import type { AddressSearch as Search } from './use-address-search';
import styles from './location-picker.module.css';

interface AddressSearchProps {
  id: string;
  label: string;
  required: boolean;
  placeholder: string;
  /** The accessible name of the suggestions list. */
  suggestionsLabel: string;
  inputRef?: Ref<HTMLInputElement> | undefined;
  value: string;
  onType(text: string): void;
  onPick(place: Place): void;
  search: Search;
  /** The suggestion whose point is on the map (auto-picked or picked). */
  pinnedLabel: string | null;
  open: boolean;
  onOpenChange(open: boolean): void;
  error?: string | undefined;
}

/**
 * The address box with its suggestions (§2.9, §5): an ARIA 1.2 combobox. Arrow keys move through
 * the suggestions, Enter picks, Escape closes; a pointer picks with a click.
 */
export function AddressSearch(props: AddressSearchProps) {
  const { id, label, required, placeholder, suggestionsLabel, inputRef } = props;
  const { value, onType, onPick, search, pinnedLabel, open, onOpenChange, error } = props;
  const listId = useId();
  const [active, setActive] = useState(-1);
  const { suggestions } = search;
  const expanded = open && suggestions.length > 0;
  const activeIndex = expanded && active < suggestions.length ? active : -1;

  function pick(place: Place) {
    onPick(place);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) onOpenChange(true);
      if (suggestions.length === 0) return;
      const count = suggestions.length;
      if (event.key === 'ArrowDown') setActive((activeIndex + 1) % count);
      else setActive(activeIndex <= 0 ? count - 1 : activeIndex - 1);
    } else if (event.key === 'Enter' && expanded && activeIndex >= 0) {
      event.preventDefault();
      const place = suggestions[activeIndex];
      if (place) pick(place);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      onOpenChange(false);
      setActive(-1);
    }
  }

  return (
    <div className={styles.search}>
      <TextField
        ref={inputRef}
        id={id}
        label={label}
        required={required}
        autoComplete="off"
        placeholder={placeholder}
        maxLength={ADDRESS_MAX_CHARS}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined}
        value={value}
        error={error}
        onChange={(event) => {
          onType(event.target.value);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => onOpenChange(true)}
        onBlur={() => {
          onOpenChange(false);
          setActive(-1);
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={suggestionsLabel}
        className={styles.listbox}
        hidden={!expanded}
      >
        {expanded &&
          suggestions.map((place, index) => (
            <li
              key={`${place.label}-${place.lat}-${place.lng}`}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={
                index === activeIndex || (activeIndex < 0 && place.label === pinnedLabel)
              }
              className={
                index === activeIndex ? `${styles.option} ${styles.activeOption}` : styles.option
              }
              // Keep the focus in the box, so the click is not lost to its blur.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(place)}
            >
              {place.label}
            </li>
          ))}
      </ul>
    </div>
  );
}
