import type { Locator } from '@playwright/test';
import jsQR from 'jsqr';

const SIZE = 400;

/**
 * What a phone's camera would read from a QR code on the page: the image is drawn on a canvas in
 * the browser, and its pixels are decoded here with jsQR, so the test reads the code itself,
 * not an attribute beside it.
 */
export async function readQrCode(image: Locator): Promise<string> {
  const pixels = await image.evaluate(async (element, size) => {
    const img = element as HTMLImageElement;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size, size);
    context.imageSmoothingEnabled = false;
    context.drawImage(img, 0, 0, size, size);
    return Array.from(context.getImageData(0, 0, size, size).data);
  }, SIZE);
  const code = jsQR(Uint8ClampedArray.from(pixels), SIZE, SIZE);
  if (!code) throw new Error('no QR code could be read from the image');
  return code.data;
}
