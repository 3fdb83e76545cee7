import { REQUEST_TYPES, type RequestType } from '@ronda/shared';
import { RequestModal } from '@/features/home/components/request-modal';
import { modalIsland } from './island-root';

const isRequestType = (value: string | null): value is RequestType =>
  (REQUEST_TYPES as readonly (string | null)[]).includes(value);

/** The home page's request modal (demo, consultation, information), opened by its buttons. */
export const { open } = modalIsland((arg, close) => (
  <RequestModal type={isRequestType(arg) ? arg : null} onClose={close} />
));
