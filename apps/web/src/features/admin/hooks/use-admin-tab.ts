import { useSearchParams } from 'react-router';

export const ADMIN_TABS = ['inbox', 'requests', 'queues'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

/**
 * The selected tab lives in the URL (?tab=requests, ?tab=queues; the Inbox needs none), so a
 * reload or a shared link opens the same tab. Switching replaces the history entry.
 */
export function useAdminTab(): [AdminTab, (tab: AdminTab) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('tab');
  const tab = ADMIN_TABS.find((t) => t === value) ?? 'inbox';
  const select = (next: AdminTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'inbox') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  return [tab, select];
}
