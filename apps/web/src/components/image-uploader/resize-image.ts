import {
  IMAGE_MAX_SIDE_PX,
  IMAGE_QUALITY,
  IMAGE_RESIZE_THRESHOLD_BYTES,
} from './image-uploader-constants';

export interface Size {
  width: number;
  height: number;
}

/** The size that fits within maxSide on the longest side, keeping the aspect ratio; never larger. */
export function fitWithin(size: Size, maxSide: number): Size {
  const longest = Math.max(size.width, size.height);
  if (longest <= maxSide) return { width: size.width, height: size.height };
  const scale = maxSide / longest;
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}

/** §5: only images over 1 MB are downscaled; smaller ones go as they are. */
export function needsResize(file: { size: number }): boolean {
  return file.size > IMAGE_RESIZE_THRESHOLD_BYTES;
}

export interface DecodedImage extends Size {
  source: CanvasImageSource;
  close(): void;
}

/** Decoding and encoding, apart so the maths above and the flow below test without a canvas. */
export interface ImageCodec {
  decode(file: Blob): Promise<DecodedImage>;
  encode(image: DecodedImage, size: Size, type: string, quality: number): Promise<Blob>;
}

export const browserCodec: ImageCodec = {
  async decode(file) {
    // Honour the EXIF orientation, so a portrait photo stays portrait.
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return {
      source: bitmap,
      width: bitmap.width,
      height: bitmap.height,
      close: () => bitmap.close(),
    };
  },
  encode(image, size, type, quality) {
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return Promise.reject(new Error('Canvas is not available'));
    // JPEG has no transparency: a transparent PNG gets a white background, not a black one.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(image.source, 0, 0, size.width, size.height);
    return new Promise((resolve, reject) => {
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded'))),
        type,
        quality,
      );
    });
  },
};

function asJpegName(name: string): string {
  const base = name.replace(/\.[^./\\]+$/, '') || 'image';
  return `${base}.jpg`;
}

/**
 * §5, §9: an image over 1 MB is downscaled so its longest side is at most 1024 px and re-encoded
 * as JPEG at quality 0.7 (PNG, GIF and WebP too: browsers cannot all encode WebP, and a large PNG
 * photo is far smaller as JPEG; an animated GIF keeps its first frame). Smaller images are
 * returned unchanged.
 */
export async function resizeImage(file: File, codec: ImageCodec = browserCodec): Promise<File> {
  if (!needsResize(file)) return file;
  const image = await codec.decode(file);
  try {
    const size = fitWithin(image, IMAGE_MAX_SIDE_PX);
    const blob = await codec.encode(image, size, 'image/jpeg', IMAGE_QUALITY);
    return new File([blob], asJpegName(file.name), {
      type: 'image/jpeg',
      lastModified: file.lastModified,
    });
  } finally {
    image.close();
  }
}
