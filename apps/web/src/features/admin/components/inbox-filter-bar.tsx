import { SelectField, TextField } from '@/components/form/form-field';
import { SEARCH_MAX_LENGTH } from '../lib/inbox-filters';
import styles from './inbox-filter-bar.module.css';

export interface FilterSelect {
  label: string;
  value: string;
  /** The first option, value '': no narrowing. */
  allLabel: string;
  options: Readonly<Record<string, string>>;
  onChange: (value: string) => void;
}

interface InboxFilterBarProps {
  /** Names the filter region ("Inbox filters"). */
  label: string;
  selects: readonly FilterSelect[];
  search: string;
  searchPlaceholder: string;
  onSearchChange: (text: string) => void;
}

/** Selects, then a search box; the caller debounces the search before asking the server. */
export function InboxFilterBar(props: InboxFilterBarProps) {
  const { label, selects, search, searchPlaceholder, onSearchChange } = props;
  return (
    <div role="search" aria-label={label} className={styles.bar}>
      {selects.map((select) => (
        <SelectField
          key={select.label}
          label={select.label}
          value={select.value}
          onChange={(event) => select.onChange(event.target.value)}
        >
          <option value="">{select.allLabel}</option>
          {Object.entries(select.options).map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </SelectField>
      ))}
      <TextField
        label="Search"
        type="search"
        value={search}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={searchPlaceholder}
        autoComplete="off"
        onChange={(event) => onSearchChange(event.target.value)}
      />
    </div>
  );
}
