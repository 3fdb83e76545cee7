import { useCallback, useMemo, useState } from 'react';

/**
 * The tasks checked on the current page (issue 28). The selection belongs to the page it was
 * made on: another page, filter or search starts with none, so an action never reaches tasks
 * the person no longer sees.
 */
export function useTaskSelection(pageKey: string) {
  const [state, setState] = useState<{ key: string; ids: ReadonlySet<string> }>({
    key: pageKey,
    ids: new Set(),
  });
  const ids = useMemo(
    () => (state.key === pageKey ? state.ids : new Set<string>()),
    [state, pageKey],
  );
  const toggle = useCallback(
    (id: string) =>
      setState((s) => {
        const next = new Set(s.key === pageKey ? s.ids : []);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return { key: pageKey, ids: next };
      }),
    [pageKey],
  );
  const setAll = useCallback(
    (all: readonly string[]) => setState({ key: pageKey, ids: new Set(all) }),
    [pageKey],
  );
  const clear = useCallback(() => setState({ key: pageKey, ids: new Set() }), [pageKey]);
  return { ids, toggle, setAll, clear };
}
