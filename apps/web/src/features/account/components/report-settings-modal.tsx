import { useState } from 'react';
import { Modal } from '@/components/modal/modal';
import { useReportSettings } from '../api/get-report-settings';
import { LoadError, LoadingState } from './load-state';
import { ReportSettingsForm } from './report-settings-form';

interface ReportSettingsModalProps {
  companyId: string;
  timeZone: string;
  open: boolean;
  onClose: () => void;
}

/** Account Settings → Report settings (issue 29, admins): the form once the settings are in. */
export function ReportSettingsModal({
  companyId,
  timeZone,
  open,
  onClose,
}: ReportSettingsModalProps) {
  const settings = useReportSettings(companyId);
  const [dirty, setDirty] = useState(false);
  return (
    <Modal open={open} onClose={onClose} title="Report settings" dirty={dirty}>
      {settings.data ? (
        <ReportSettingsForm
          companyId={companyId}
          timeZone={timeZone}
          stored={settings.data}
          onClose={onClose}
          onDirty={setDirty}
        />
      ) : settings.isError ? (
        <LoadError onRetry={() => void settings.refetch()} />
      ) : (
        <LoadingState label="Loading report settings…" />
      )}
    </Modal>
  );
}
