import { useState } from 'react';
import { Button } from '@/components/button/button';
import { fetchDownload, saveFile } from '@/lib/api-download';
import { reportProblem } from '../lib/report-refusal';
import styles from './attendance-view.module.css';

interface DownloadButtonProps {
  /** The API path with its query, `format` included. */
  path: string;
  label: string;
  fallbackName: string;
}

/** "Download CSV": fetches the file with the session and saves it; a failure is said beside it. */
export function DownloadButton({ path, label, fallbackName }: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const file = await fetchDownload(path);
      saveFile(file.blob, file.name ?? fallbackName);
    } catch (error) {
      setProblem(reportProblem(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className={styles.download}>
      <Button variant="secondary" busy={busy} onClick={() => void download()}>
        {label}
      </Button>
      {problem && <span role="alert">{problem}</span>}
    </span>
  );
}
