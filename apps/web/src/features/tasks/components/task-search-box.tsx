import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLatest } from '@/lib/use-latest';
import styles from './filter-bar.module.css';

const TYPING_PAUSE_MS = 300;

interface TaskSearchBoxProps {
  value: string;
  /** `typing`: sent after a pause while typing, so the address is replaced, not added to. */
  onSearch: (q: string, typing: boolean) => void;
}

/** Issue 28: find a task by words of its description, its customer, or its id's start. */
export function TaskSearchBox({ value, onSearch }: TaskSearchBoxProps) {
  const [text, setText] = useState(value);
  // The address changed (Back, a chip removed): the box shows what is searched for.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const search = useLatest(onSearch);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => search.current(text.trim(), true), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, value, search]);
  return (
    <form
      role="search"
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim(), false);
      }}
    >
      <label htmlFor="task-search" className={styles.legend}>
        Search tasks
      </label>
      <div className={styles.searchBox}>
        <Search size={18} aria-hidden />
        <input
          id="task-search"
          type="search"
          value={text}
          maxLength={200}
          placeholder="Description, customer, phone or task id"
          onChange={(e) => setText(e.target.value)}
        />
      </div>
    </form>
  );
}
