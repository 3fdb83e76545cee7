import { NOTIFY_STATE_LABELS, SUBMISSION_KIND_LABELS } from '@ronda/shared';
import { useDebouncedValue } from '@/components/location-picker/use-debounced-value';
import { useAdminSubmissions } from '../api/admin-submissions';
import {
  isFiltered,
  parseKind,
  parseState,
  SEARCH_DEBOUNCE_MS,
  toSubmissionsQuery,
  type SubmissionFilters,
} from '../lib/inbox-filters';
import { InboxFilterBar } from './inbox-filter-bar';
import { InboxList } from './inbox-list';
import { SubmissionCard } from './submission-card';

interface InboxPanelProps {
  filters: SubmissionFilters;
  onFiltersChange: (filters: SubmissionFilters) => void;
}

/** The Inbox tab: every public-site submission, newest first, with its notification state. */
export function InboxPanel({ filters, onFiltersChange }: InboxPanelProps) {
  const search = useDebouncedValue(filters.search, SEARCH_DEBOUNCE_MS);
  const query = toSubmissionsQuery({ ...filters, search });
  const result = useAdminSubmissions(query);
  const submissions = result.data?.pages.flatMap((page) => page.submissions) ?? [];

  return (
    <>
      <InboxFilterBar
        label="Inbox filters"
        selects={[
          {
            label: 'Type',
            value: filters.kind,
            allLabel: 'All types',
            options: SUBMISSION_KIND_LABELS,
            onChange: (value) => onFiltersChange({ ...filters, kind: parseKind(value) }),
          },
          {
            label: 'Notification',
            value: filters.state,
            allLabel: 'All states',
            options: NOTIFY_STATE_LABELS,
            onChange: (value) => onFiltersChange({ ...filters, state: parseState(value) }),
          },
        ]}
        search={filters.search}
        searchPlaceholder="Name, e-mail, company, message…"
        onSearchChange={(text) => onFiltersChange({ ...filters, search: text })}
      />
      <InboxList
        label="Submissions"
        items={submissions}
        itemKey={(submission) => submission.id}
        renderItem={(submission) => <SubmissionCard submission={submission} />}
        loading={result.isPending}
        loadingText="Loading submissions…"
        stale={result.isPlaceholderData}
        error={result.error}
        emptyText={isFiltered(query) ? 'No submissions match.' : 'No submissions yet.'}
        onReload={() => void result.refetch()}
        hasMore={result.hasNextPage}
        loadingMore={result.isFetchingNextPage}
        onLoadMore={() => void result.fetchNextPage()}
      />
    </>
  );
}
