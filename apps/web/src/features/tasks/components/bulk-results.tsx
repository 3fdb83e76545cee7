import type { Task, TaskBulkResponse } from '@ronda/shared';
import { Button } from '@/components/button/button';
import styles from './task-modals.module.css';

interface BulkResultsProps {
  result: TaskBulkResponse;
  tasks: readonly Task[];
  onDone: () => void;
}

/** What became of each chosen task: the summary, and every refusal with its task and reason. */
export function BulkResults({ result, tasks, onDone }: BulkResultsProps) {
  const describe = (id: string) => tasks.find((t) => t.id === id)?.description ?? id;
  const refused = result.results.filter((r) => !r.ok);
  return (
    <div className={styles.form}>
      <p role="status">{result.message}</p>
      {refused.length > 0 && (
        <ul className={styles.refusals} aria-label="Not changed">
          {refused.map((r) => (
            <li key={r.id}>
              <strong>{describe(r.id)}</strong>: {r.message}
            </li>
          ))}
        </ul>
      )}
      <div className={styles.buttons}>
        <Button onClick={onDone}>Done</Button>
      </div>
    </div>
  );
}
