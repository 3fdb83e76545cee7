import { imageFileProblem } from '@ronda/shared';
import { useState, type ChangeEvent } from 'react';
import { Button } from '@/components/button/button';
import { getUploadUrl } from '@/components/image-uploader/get-upload-url';
import { putFile } from '@/components/image-uploader/put-file';
import { resizeImage } from '@/components/image-uploader/resize-image';
import styles from './manage.module.css';

interface LogoFieldProps {
  /** The file input's id, for the form's error summary to link to. */
  id?: string;
  value: string | null;
  onChange: (url: string | null) => void;
  /** Tells the form an upload is running, so it is not saved half-way. */
  onBusy: (busy: boolean) => void;
}

/** The company logo: a presigned upload with progress, or removal. */
export function LogoField({ id, value, onChange, onBusy }: LogoFieldProps) {
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | undefined>();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    event.target.value = '';
    if (!picked) return;
    const wrong = imageFileProblem(picked);
    if (wrong) {
      setProblem(wrong);
      return;
    }
    setProblem(undefined);
    onBusy(true);
    setProgress(0);
    try {
      const file = await resizeImage(picked);
      const { uploadUrl, fileUrl } = await getUploadUrl(file, null);
      await putFile(uploadUrl, file, setProgress);
      onChange(fileUrl);
    } catch {
      setProblem('Failed to upload images');
    } finally {
      setProgress(null);
      onBusy(false);
    }
  };

  return (
    <div className={styles.form}>
      <span>Logo</span>
      {value ? <img src={value} alt="Company logo preview" height={64} /> : null}
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/gif,image/webp"
        aria-label="Upload a logo"
        onChange={(event) => void choose(event)}
      />
      {progress !== null ? (
        <progress max={100} value={progress} aria-label="Logo upload progress" />
      ) : null}
      {value ? (
        <Button variant="ghost" onClick={() => onChange(null)}>
          Remove logo
        </Button>
      ) : null}
      {problem ? (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}
