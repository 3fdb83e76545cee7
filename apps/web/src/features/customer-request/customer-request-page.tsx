import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import type { SubmittedComplaint } from './api/submit-complaint';
import { RequestForm } from './components/request-form';
import { SuccessView } from './components/success-view';
import { useRequestCompany } from './hooks/use-request-company';
import styles from './customer-request-page.module.css';

interface Submitted {
  id: string;
  companyName: string | null;
}

/**
 * The public "Raise a Request" page (public-site-and-sign-in.md §2.9): /company/{companyId}/customer
 * names the company, /customer lets the visitor pick one; ?departmentId= adds a verified
 * department. No sign-in.
 */
export function CustomerRequestPage() {
  const { companyId: routeCompanyId } = useParams();
  const [searchParams] = useSearchParams();
  const departmentId = searchParams.get('departmentId') || null;
  const [pickedCompanyId, setPickedCompanyId] = useState('');
  const [submitted, setSubmitted] = useState<Submitted | null>(null);
  // A new key mounts a fresh, empty form (§4: after success the form resets).
  const [formKey, setFormKey] = useState(0);
  const company = useRequestCompany({ routeCompanyId, pickedCompanyId, departmentId });

  function onSubmitted(complaint: SubmittedComplaint) {
    setSubmitted({ id: complaint.id, companyName: company.companyName });
    setPickedCompanyId('');
    setFormKey((key) => key + 1);
  }

  const waiting = company.fromRoute && company.routeStatus === 'loading';

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 id="page-title" className={styles.heading}>
          Raise a Request
          {company.companyName && (
            <span className={styles.company}>
              <span className="visually-hidden">: </span>
              {company.companyName}
              {company.department && (
                <span className={styles.department}>
                  <span className="visually-hidden">, </span>
                  {company.department.name}
                </span>
              )}
            </span>
          )}
        </h1>
        <p className={styles.lead}>
          Tell us what you need and where, and the team will pick it up. No account needed.
        </p>
      </header>

      <section className={styles.card} aria-label="Request">
        {waiting && (
          <p role="status" className={styles.status}>
            Loading company…
          </p>
        )}
        {company.routeError && (
          <div className={styles.problem}>
            <p role="alert" className={styles.alert}>
              {company.routeError}
            </p>
            <Link to={paths.customer} className={styles.link}>
              Choose the company from a list instead
            </Link>
          </div>
        )}
        {submitted && (
          <SuccessView
            referenceNumber={submitted.id}
            companyName={submitted.companyName}
            onRaiseAnother={() => setSubmitted(null)}
          />
        )}
        {/* The form is in the page from the first paint (it is prerendered); while the route's
            company loads it is shown but not yet usable. */}
        {!submitted && !company.routeError && (
          <div inert={waiting} aria-busy={waiting || undefined}>
            <RequestForm
              key={formKey}
              company={company}
              pickedCompanyId={pickedCompanyId}
              onPickCompany={setPickedCompanyId}
              onSubmitted={onSubmitted}
            />
          </div>
        )}
      </section>
    </div>
  );
}
