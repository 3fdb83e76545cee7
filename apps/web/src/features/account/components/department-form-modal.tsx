import { departmentInputSchema } from '@ronda/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button/button';
import { TextAreaField, TextField } from '@/components/form/form-field';
import { Modal } from '@/components/modal/modal';
import { useSaveDepartment } from '../api/manage-organisation';
import { errorText } from './error-text';
import styles from './manage.module.css';

interface DepartmentFormModalProps {
  /** The department to edit; without it a new one is created. */
  department?: { id: string; name: string; description: string | null } | undefined;
  open: boolean;
  onClose: () => void;
}

/** Create a department, or rename and describe one (admins). */
export function DepartmentFormModal({ department, open, onClose }: DepartmentFormModalProps) {
  const [name, setName] = useState(department?.name ?? '');
  const [description, setDescription] = useState(department?.description ?? '');
  const [problem, setProblem] = useState<string | undefined>();
  const save = useSaveDepartment();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = departmentInputSchema.safeParse({ name, description });
    if (!parsed.success) {
      setProblem('Give the department a name (up to 80 characters).');
      return;
    }
    setProblem(undefined);
    save.mutate(
      { id: department?.id, name: parsed.data.name, description: parsed.data.description ?? '' },
      {
        onSuccess: onClose,
        onError: (error) => setProblem(errorText(error, 'Failed to save the department')),
      },
    );
  };

  return (
    <Modal open={open} onClose={onClose} title={department ? 'Edit department' : 'New department'}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label="Name"
          required
          maxLength={80}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <TextAreaField
          label="Description"
          maxLength={500}
          rows={3}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
        {problem ? (
          <p role="alert" className={styles.error}>
            {problem}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={save.isPending}>
            {department ? 'Save' : 'Create department'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
