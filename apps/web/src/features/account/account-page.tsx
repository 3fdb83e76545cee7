import type { Company, User } from '@ronda/shared';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { SignedOutNotice } from '@/components/signed-out-notice/signed-out-notice';
import { useAuth } from '@/lib/auth-store';
import { useConsoleSession } from '@/lib/console-session';
import { AccountInformationTab } from './components/account-information-tab';
import { Tabs, type TabSpec } from '@/components/tabs/tabs';
import { TrackingSetup } from '@/components/tracking-setup/tracking-setup';
import { AdminOrganisationTab, EditCompany } from './components/organisation-admin';
import { OrganisationTab } from './components/organisation-tab';
import { canSeeOrganisation } from './lib/organisation';
import styles from './account-page.module.css';

interface AccountContext {
  companyId: string;
  user: User | null;
  timeZone: string;
}

interface AccountTabDefinition {
  id: string;
  label: string;
  /** Who sees the tab; everyone when left out. */
  visible?: (user: User | null) => boolean;
  render: (context: AccountContext) => ReactNode;
}

const editCompany = (company: Company) => <EditCompany company={company} />;

/** The page's tabs, in order. Another tab is one more entry here. */
const ACCOUNT_TABS: readonly AccountTabDefinition[] = [
  {
    id: 'organisation',
    label: 'Organization Structure',
    visible: canSeeOrganisation,
    render: ({ companyId, user }) =>
      user?.isAdmin ? (
        <AdminOrganisationTab companyId={companyId} viewer={user} />
      ) : (
        <OrganisationTab companyId={companyId} viewer={user} />
      ),
  },
  {
    id: 'account',
    label: 'Account Information',
    render: ({ companyId, user, timeZone }) => (
      <AccountInformationTab
        companyId={companyId}
        user={user}
        {...(user?.isAdmin ? { companyActions: editCompany } : {})}
      >
        {user ? <TrackingSetup userId={user.id} timeZone={timeZone} /> : null}
      </AccountInformationTab>
    ),
  },
];

function AccountSettings(context: AccountContext) {
  const tabs: TabSpec<string>[] = ACCOUNT_TABS.filter(
    (tab) => tab.visible?.(context.user) ?? true,
  ).map((tab) => ({ id: tab.id, label: tab.label, render: () => tab.render(context) }));
  const [chosen, setChosen] = useState<string | null>(null);
  const selectedId = tabs.some((tab) => tab.id === chosen) ? (chosen ?? '') : (tabs[0]?.id ?? '');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Account Settings</h1>
      {canSeeOrganisation(context.user) ? (
        // The sidebar has no Payment link (console.md §2): the subscription is reached from here.
        <p className={styles.subscription}>
          <Link to={paths.payment}>See the monthly subscription</Link>
        </p>
      ) : null}
      <Tabs tabs={tabs} selectedId={selectedId} onSelect={setChosen} label="Account Settings" />
    </div>
  );
}

/** console.md §2 Account Settings (/account): Organization Structure and Account Information. */
export function AccountPage() {
  const { isAuthenticated } = useAuth();
  const { user, company, timeZone } = useConsoleSession();
  if (!isAuthenticated)
    return <SignedOutNotice message="Please log in to access your account settings" />;
  return <AccountSettings companyId={company?.id ?? ''} user={user} timeZone={timeZone} />;
}
