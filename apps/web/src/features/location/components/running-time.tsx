import { useNow } from '@/lib/use-now';
import { formatElapsed } from '../lib/format-units';

/**
 * A counter from `since` that ticks every second. Its own component, so only this text
 * re-renders each second, not the timeline around it.
 */
export function RunningTime({ label, since }: { label: string; since: string }) {
  const now = useNow(1000);
  const start = Date.parse(since);
  return (
    <span>
      {label} <time>{Number.isNaN(start) ? 'N/A' : formatElapsed(now.getTime() - start)}</time>
    </span>
  );
}
