import type { Company, User } from '@ronda/shared';
import type { ReactNode } from 'react';
import { useCompany } from '../api/get-company';
import { addressText, websiteHref } from '../lib/company';
import { dueDaysSummary } from '../lib/due-days';
import { canSeeOrganisation, fullName, roleBadge } from '../lib/organisation';
import { ActiveBadge } from './badges';
import { CompanyLocation } from './company-location';
import { LoadError, LoadingState } from './load-state';
import { ReportSettingsLine } from './report-settings-line';
import details from './details-list.module.css';
import styles from './account-information-tab.module.css';

const NOT_PROVIDED = 'Not provided';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={details.row}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function UserDetails({ user }: { user: User | null }) {
  return (
    <section className={styles.card} aria-labelledby="account-user-title">
      <h2 id="account-user-title" className={styles.title}>
        Your Account
      </h2>
      <dl className={details.details}>
        <Row term="Full Name">{user ? fullName(user) : NOT_PROVIDED}</Row>
        <Row term="Email">{user?.email || NOT_PROVIDED}</Row>
        <Row term="Role">{user ? roleBadge(user) : NOT_PROVIDED}</Row>
      </dl>
    </section>
  );
}

interface CompanyDetailsProps {
  company: Company;
  actions?: CompanyActions | undefined;
  /** Admins and supervisors: the reports' settings, read-only. */
  showReports: boolean;
}

function CompanyDetails({ company, actions, showReports }: CompanyDetailsProps) {
  const website = websiteHref(company.website);
  return (
    <section className={styles.card} aria-labelledby="account-company-title">
      <div className={styles.companyHeader}>
        {company.logo && (
          <img className={styles.logo} src={company.logo} alt={`${company.name} logo`} />
        )}
        <h2 id="account-company-title" className={styles.title}>
          {company.name}
        </h2>
        <ActiveBadge active={company.isActive} />
      </div>
      <dl className={details.details}>
        <Row term="Email">{company.email || NOT_PROVIDED}</Row>
        <Row term="Phone">{company.phone || NOT_PROVIDED}</Row>
        <Row term="Website">
          {website ? (
            <a href={website} target="_blank" rel="noopener noreferrer">
              {company.website}
            </a>
          ) : (
            company.website || NOT_PROVIDED
          )}
        </Row>
        <Row term="Address">{addressText(company.address) || NOT_PROVIDED}</Row>
        <Row term="Shortest stop">{company.stopThresholdMinutes} min</Row>
        <Row term="Default due">{dueDaysSummary(company.defaultDueDays)} (working days)</Row>
        {showReports ? (
          <Row term="Reports">
            <ReportSettingsLine companyId={company.id} />
          </Row>
        ) : null}
      </dl>
      <CompanyLocation company={company} />
      {actions?.(company)}
    </section>
  );
}

type CompanyActions = (company: Company) => ReactNode;

export interface AccountInformationTabProps {
  companyId: string;
  /** The signed-in user, as stored at sign-in. */
  user: User | null;
  /** Slot at the foot of the company card (an admin's Edit company). */
  companyActions?: CompanyActions;
  /** Cards under the two, across the tab's width (the phone's tracking set-up). */
  children?: ReactNode;
}

/** console.md §2 Account Settings, Account Information: who you are and your company. */
export function AccountInformationTab({
  companyId,
  user,
  companyActions,
  children,
}: AccountInformationTabProps) {
  const company = useCompany(companyId);
  return (
    <div className={styles.tab}>
      <UserDetails user={user} />
      {companyId === '' ? (
        <LoadError />
      ) : company.data ? (
        <CompanyDetails
          company={company.data}
          actions={companyActions}
          showReports={canSeeOrganisation(user)}
        />
      ) : company.isError ? (
        <LoadError onRetry={() => void company.refetch()} />
      ) : (
        <LoadingState label="Loading company…" />
      )}
      {children ? <div className={styles.wide}>{children}</div> : null}
    </div>
  );
}
