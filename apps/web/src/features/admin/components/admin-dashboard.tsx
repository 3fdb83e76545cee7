import { useState } from 'react';
import { useAdminTab, type AdminTab } from '../hooks/use-admin-tab';
import {
  NO_CUSTOMER_REQUEST_FILTERS,
  NO_SUBMISSION_FILTERS,
  type CustomerRequestFilters,
  type SubmissionFilters,
} from '../lib/inbox-filters';
import { Tabs, type TabSpec } from '@/components/tabs/tabs';
import { CustomerRequestsPanel } from './customer-requests-panel';
import { InboxPanel } from './inbox-panel';
import styles from './admin-dashboard.module.css';

interface AdminDashboardProps {
  email: string;
  onSignOut: () => void;
}

/**
 * Signed in: 'Admin Dashboard' (spec §2.11) with the staff inbox (issue 16), every company's
 * customer requests, and the job-queue dashboard from /admin/queues.
 */
export function AdminDashboard({ email, onSignOut }: AdminDashboardProps) {
  const [tab, selectTab] = useAdminTab();
  // Held here, so switching tabs and back keeps what was typed and chosen.
  const [inbox, setInbox] = useState<SubmissionFilters>(NO_SUBMISSION_FILTERS);
  const [requests, setRequests] = useState<CustomerRequestFilters>(NO_CUSTOMER_REQUEST_FILTERS);

  const tabs: readonly TabSpec<AdminTab>[] = [
    {
      id: 'inbox',
      label: 'Inbox',
      render: () => <InboxPanel filters={inbox} onFiltersChange={setInbox} />,
    },
    {
      id: 'requests',
      label: 'Customer requests',
      render: () => <CustomerRequestsPanel filters={requests} onFiltersChange={setRequests} />,
    },
    {
      id: 'queues',
      label: 'Job queues',
      render: () => (
        <iframe className={styles.frame} src="/admin/queues" title="Job queue dashboard" />
      ),
    },
  ];

  return (
    <div className={styles.dashboard}>
      <header className={styles.bar}>
        <h1 className={styles.title}>Admin Dashboard</h1>
        <span className={styles.muted}>{email}</span>
        <button type="button" className={styles.secondary} onClick={onSignOut}>
          Sign out
        </button>
      </header>
      <Tabs label="Admin sections" tabs={tabs} selectedId={tab} onSelect={selectTab} />
    </div>
  );
}
