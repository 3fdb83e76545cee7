import type { ReportKind } from '@ronda/shared';
import { useState } from 'react';
import { Button } from '@/components/button/button';
import { fetchDownload, saveFile } from '@/lib/api-download';
import { reportFilePath, type ReportParams } from '../api/report-params';
import { reportProblem } from '../lib/report-refusal';
import styles from './report-downloads.module.css';

/** The files every report comes as (the server makes them; the same query as on screen). */
const FILES = [
  { format: 'xlsx', label: 'Download Excel' },
  { format: 'csv', label: 'Download CSV' },
  { format: 'pdf', label: 'Download PDF' },
] as const;
type FileFormat = (typeof FILES)[number]['format'];

interface ReportDownloadsProps {
  kind: ReportKind;
  params: ReportParams;
}

/**
 * "Download Excel / CSV / PDF": fetched with the session (a plain link cannot send it) and
 * saved under the server's name; a failure is said beside the buttons.
 */
export function ReportDownloads({ kind, params }: ReportDownloadsProps) {
  const [busy, setBusy] = useState<FileFormat | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const download = async (format: FileFormat) => {
    setBusy(format);
    setProblem(null);
    try {
      const file = await fetchDownload(reportFilePath(kind, params, format));
      saveFile(file.blob, file.name ?? `${kind}-${params.from}-to-${params.to}.${format}`);
    } catch (error) {
      setProblem(reportProblem(error));
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className={styles.downloads} role="group" aria-label="Download this report">
      {FILES.map(({ format, label }) => (
        <Button
          key={format}
          variant="secondary"
          busy={busy === format}
          // One file at a time: a second click would only race the first for the same query.
          disabled={busy !== null && busy !== format}
          onClick={() => void download(format)}
        >
          {label}
        </Button>
      ))}
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
    </div>
  );
}
