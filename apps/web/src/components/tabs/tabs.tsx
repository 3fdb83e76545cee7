import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';

export interface TabSpec<Id extends string> {
  id: Id;
  label: string;
  /** Rendered only while the tab is selected. */
  render: () => ReactNode;
}

interface TabsProps<Id extends string> {
  tabs: readonly TabSpec<Id>[];
  selectedId: Id;
  onSelect: (id: Id) => void;
  /** Names the tab list for assistive technology. */
  label: string;
}

const STEP: Partial<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/**
 * WAI-ARIA tabs with automatic activation: arrows, Home and End move between tabs and select
 * them. Used by Account Settings and the admin page.
 */
export function Tabs<Id extends string>({ tabs, selectedId, onSelect, label }: TabsProps<Id>) {
  const baseId = useId();
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = STEP[event.key];
    const next = step ? tabs[step(index, tabs.length)] : undefined;
    if (!next) return;
    event.preventDefault();
    onSelect(next.id);
    refs.current.get(next.id)?.focus();
  };

  return (
    <>
      <div role="tablist" aria-label={label} className={styles.list}>
        {tabs.map((tab, index) => {
          const selected = tab.id === selectedId;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                if (node) refs.current.set(tab.id, node);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={selected}
              aria-controls={panelId(tab.id)}
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              onClick={() => onSelect(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== selectedId}
          tabIndex={0}
          className={styles.panel}
        >
          {tab.id === selectedId && tab.render()}
        </div>
      ))}
    </>
  );
}
