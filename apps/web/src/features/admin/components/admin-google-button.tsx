import { useEffect, useRef } from 'react';
import { renderGoogleButton } from '@/lib/google-identity';
import { useLatest } from '@/lib/use-latest';

interface AdminGoogleButtonProps {
  clientId: string;
  scriptUrl: string;
  onCredential: (credential: string) => void;
  onFailure: () => void;
}

/** Google's button with One Tap, which the admin page allows (spec §2.11). */
export function AdminGoogleButton({
  clientId,
  scriptUrl,
  onCredential,
  onFailure,
}: AdminGoogleButtonProps) {
  const container = useRef<HTMLDivElement>(null);
  const handlers = useLatest({ onCredential, onFailure });

  useEffect(() => {
    if (!container.current) return;
    renderGoogleButton(container.current, {
      clientId,
      scriptUrl,
      oneTap: true,
      onCredential: (credential) => handlers.current.onCredential(credential),
      onError: () => handlers.current.onFailure(),
    }).catch(() => handlers.current.onFailure());
  }, [clientId, scriptUrl, handlers]);

  return <div ref={container} />;
}
