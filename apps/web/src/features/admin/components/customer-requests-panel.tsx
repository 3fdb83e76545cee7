import { useDebouncedValue } from '@/components/location-picker/use-debounced-value';
import { useAdminCustomerRequests } from '../api/admin-customer-requests';
import {
  isFiltered,
  parseStatus,
  SEARCH_DEBOUNCE_MS,
  TASK_STATUS_LABELS,
  toCustomerRequestsQuery,
  type CustomerRequestFilters,
} from '../lib/inbox-filters';
import { CustomerRequestCard } from './customer-request-card';
import { InboxFilterBar } from './inbox-filter-bar';
import { InboxList } from './inbox-list';

interface CustomerRequestsPanelProps {
  filters: CustomerRequestFilters;
  onFiltersChange: (filters: CustomerRequestFilters) => void;
}

/** The Customer requests tab: what customers raised through every company's request form. */
export function CustomerRequestsPanel({ filters, onFiltersChange }: CustomerRequestsPanelProps) {
  const search = useDebouncedValue(filters.search, SEARCH_DEBOUNCE_MS);
  const query = toCustomerRequestsQuery({ ...filters, search });
  const result = useAdminCustomerRequests(query);
  const requests = result.data?.pages.flatMap((page) => page.requests) ?? [];

  return (
    <>
      <InboxFilterBar
        label="Customer request filters"
        selects={[
          {
            label: 'Status',
            value: filters.status,
            allLabel: 'All statuses',
            options: TASK_STATUS_LABELS,
            onChange: (value) => onFiltersChange({ ...filters, status: parseStatus(value) }),
          },
        ]}
        search={filters.search}
        searchPlaceholder="Company, customer, description, address…"
        onSearchChange={(text) => onFiltersChange({ ...filters, search: text })}
      />
      <InboxList
        label="Customer requests"
        items={requests}
        itemKey={(request) => request.id}
        renderItem={(request) => <CustomerRequestCard request={request} />}
        loading={result.isPending}
        loadingText="Loading customer requests…"
        stale={result.isPlaceholderData}
        error={result.error}
        emptyText={isFiltered(query) ? 'No customer requests match.' : 'No customer requests yet.'}
        onReload={() => void result.refetch()}
        hasMore={result.hasNextPage}
        loadingMore={result.isFetchingNextPage}
        onLoadMore={() => void result.fetchNextPage()}
      />
    </>
  );
}
