import { useAuth } from '@/lib/auth-store';
import { OutboxProvider } from './outbox/outbox-provider';
import { FieldShell } from './shell/field-shell';
import { FieldSignIn } from './sign-in/field-sign-in';

/** The field app: sign-in, then the day, the tasks and work logs, all queued through the outbox. */
export function FieldApp() {
  const { isAuthenticated, token } = useAuth();
  return isAuthenticated && token ? (
    <OutboxProvider token={token}>
      <FieldShell />
    </OutboxProvider>
  ) : (
    <FieldSignIn />
  );
}
