import type { ReactNode } from 'react';
import { Button } from '@/components/button/button';
import { reportProblem } from '../lib/report-refusal';
import styles from './report-state.module.css';

/** Loading: announced politely and drawn with a spinner. */
export function ReportLoading({ children }: { children: ReactNode }) {
  return (
    <div className={styles.panel} role="status">
      <span className={styles.spinner} aria-hidden />
      <p className={styles.title}>{children}</p>
    </div>
  );
}

/** Nothing to show, and why. */
export function ReportEmpty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.panel}>
      <p className={styles.title}>{title}</p>
      {children && <p className={styles.text}>{children}</p>}
    </div>
  );
}

interface ReportErrorProps {
  title: string;
  /** The server's refusal or what went wrong, in its words. */
  message: string;
  onRetry: () => void;
  retrying: boolean;
}

/** A failed report, said next to where it would be, with a way to ask again. */
export function ReportError({ title, message, onRetry, retrying }: ReportErrorProps) {
  return (
    <div className={styles.error} role="alert">
      <p className={styles.title}>{title}</p>
      <p className={styles.text}>{message}</p>
      <Button variant="secondary" onClick={onRetry} busy={retrying}>
        Try again
      </Button>
    </div>
  );
}

interface ReportQuery {
  isError: boolean;
  error: unknown;
  data: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * Every tab's first question: failed (the server's refusal in its words, and Try again) or still
 * coming. Null once there is a report to draw. `what` names it: "attendance", "distance", …
 */
export function reportQueryState(query: ReportQuery, what: string): ReactNode {
  if (query.isError) {
    return (
      <ReportError
        title={`Could not load the ${what} report`}
        message={reportProblem(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (query.data === undefined) return <ReportLoading>Loading {what}…</ReportLoading>;
  return null;
}
