import type { Company, User } from '@ronda/shared';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { SignedOutNotice } from '@/components/signed-out-notice/signed-out-notice';
import { useAuth } from '@/lib/auth-store';
import { useConsoleSession } from '@/lib/console-session';
import { isValidCoordinates, type LatLng } from '@/lib/coordinates';
import { AccountInformationTab } from './components/account-information-tab';
import { CompanySettings } from './components/company-settings';
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
  /** The company's position as stored at sign-in, for the work-site map to open on. */
  home: LatLng | null;
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
    render: ({ companyId, user, timeZone, home }) => (
      <AccountInformationTab
        companyId={companyId}
        user={user}
        {...(user?.isAdmin ? { companyActions: editCompany } : {})}
      >
        {user ? (
          <div className={styles.stack}>
            {/* Issue 30: company settings, so under the company card; the spec keeps two tabs. */}
            <CompanySettings companyId={companyId} user={user} home={home} />
            <TrackingSetup userId={user.id} timeZone={timeZone} />
          </div>
        ) : null}
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
  const home = isValidCoordinates(company?.coordinates) ? company.coordinates : null;
  return (
    <AccountSettings companyId={company?.id ?? ''} user={user} timeZone={timeZone} home={home} />
  );
}
