import { useCallback, useState } from 'react';

/** A set of ids each click adds or removes: the cards that are open. */
export function useToggleSet() {
  const [ids, setIds] = useState<ReadonlySet<string>>(new Set());
  const toggle = useCallback(
    (id: string) =>
      setIds((open) => {
        const next = new Set(open);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  return [ids, toggle] as const;
}
