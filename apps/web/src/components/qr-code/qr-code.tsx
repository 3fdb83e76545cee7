import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

interface QrCodeProps {
  /** What the code holds: a link a phone's camera opens. */
  payload: string;
  /** Says what scanning it does, for a screen reader. */
  alt: string;
  className?: string;
}

/** A QR code drawn as SVG: sharp at any print size, and drawn without a canvas. */
export function QrCode({ payload, alt, className }: QrCodeProps) {
  const [image, setImage] = useState<{ payload: string; src: string } | null>(null);
  useEffect(() => {
    let current = true;
    // Error correction M survives a crease or a smudge on a printed sheet or a dusty screen.
    QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
      .then((svg) => {
        if (current)
          setImage({ payload, src: `data:image/svg+xml;utf8,${encodeURIComponent(svg)}` });
      })
      .catch(() => {
        if (current) setImage(null);
      });
    return () => {
      current = false;
    };
  }, [payload]);
  // An image of an older payload is never shown for the new one.
  return image?.payload === payload ? (
    <img className={className} src={image.src} alt={alt} />
  ) : (
    <p role="status">Drawing the QR code…</p>
  );
}
