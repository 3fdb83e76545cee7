import { TrackingSetup } from '@/components/tracking-setup/tracking-setup';

/**
 * The field app's Tracking tab: the browser cannot send positions with the screen off, so the
 * employee sets up Traccar Client here, on the phone itself (Open in Traccar Client).
 */
export function TrackingScreen({ userId, timeZone }: { userId: string; timeZone: string }) {
  return <TrackingSetup userId={userId} timeZone={timeZone} />;
}
