import { PilotModal } from '@/features/pilot/components/pilot-modal';
import { modalIsland } from './island-root';

/** The pilot programme's application modal, opened by 'Apply Now' and 'Secure Your Spot'. */
export const { open } = modalIsland((arg, close) => (
  <PilotModal open={arg !== null} onClose={close} />
));
