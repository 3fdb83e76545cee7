import { useEffect, useRef } from 'react';
import { renderGoogleButton } from '@/lib/google-identity';
import { useLatest } from '@/lib/use-latest';

interface GoogleSignInProps {
  clientId: string;
  scriptUrl: string;
  onCredential: (credential: string) => void;
  onError: (error: Error) => void;
}

/** Google's own "Sign in with Google" button (Google Identity Services). */
export function GoogleSignIn({ clientId, scriptUrl, onCredential, onError }: GoogleSignInProps) {
  const container = useRef<HTMLDivElement>(null);
  // The latest callbacks, without re-rendering Google's button when the parent re-renders.
  const handlers = useLatest({ onCredential, onError });

  useEffect(() => {
    if (!container.current) return;
    renderGoogleButton(container.current, {
      clientId,
      scriptUrl,
      onCredential: (credential) => handlers.current.onCredential(credential),
      onError: (error) => handlers.current.onError(error),
    }).catch((error: unknown) =>
      handlers.current.onError(error instanceof Error ? error : new Error(String(error))),
    );
  }, [clientId, scriptUrl, handlers]);

  return <div ref={container} data-testid="google-sign-in" />;
}
