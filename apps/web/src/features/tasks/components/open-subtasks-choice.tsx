import styles from './task-modals.module.css';

export const subtaskWords = (n: number) => (n === 1 ? '1 open subtask' : `${n} open subtasks`);

interface OpenSubtasksChoiceProps {
  count: number;
  verb: 'Resolve' | 'Reject';
  value: 'close' | 'keep' | null;
  onChange: (value: 'close' | 'keep') => void;
  /** Several tasks at once say so (issue 28's bulk actions). */
  legend?: string;
}

/** Resolving or rejecting a task with open subtasks asks what becomes of them (issue 28); no
 * answer is chosen for the person. */
export function OpenSubtasksChoice(props: OpenSubtasksChoiceProps) {
  const { count, verb, value, onChange } = props;
  const them = count === 1 ? 'it' : 'them';
  return (
    <fieldset className={styles.form}>
      <legend>{props.legend ?? `This task has ${subtaskWords(count)}.`}</legend>
      <label className={styles.choice}>
        <input
          type="radio"
          name="open-subtasks"
          checked={value === 'close'}
          onChange={() => onChange('close')}
        />
        {verb} {them} too
      </label>
      <label className={styles.choice}>
        <input
          type="radio"
          name="open-subtasks"
          checked={value === 'keep'}
          onChange={() => onChange('keep')}
        />
        Leave {them} open ({count} will stay open)
      </label>
    </fieldset>
  );
}
