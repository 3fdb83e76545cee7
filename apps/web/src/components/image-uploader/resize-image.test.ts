import { describe, expect, it, vi } from 'vitest';
import { fitWithin, needsResize, resizeImage, type ImageCodec } from './resize-image';

const MB = 1024 * 1024;

function fileOf(bytes: number, name = 'photo.jpg', type = 'image/jpeg'): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

function fakeCodec(width: number, height: number) {
  const close = vi.fn();
  const codec = {
    decode: vi.fn(async () => ({ source: {} as CanvasImageSource, width, height, close })),
    encode: vi.fn(async () => new Blob([new Uint8Array(200_000)], { type: 'image/jpeg' })),
  } satisfies ImageCodec;
  return { codec, close };
}

describe('fitWithin (longest side at most 1024 px)', () => {
  it.each([
    [3000, 2000, 1024, 683],
    [2000, 3000, 683, 1024],
    [4032, 3024, 1024, 768],
    [1024, 1024, 1024, 1024],
    [1025, 10, 1024, 10],
    [5000, 1, 1024, 1],
  ])('%i x %i becomes %i x %i', (width, height, w, h) => {
    expect(fitWithin({ width, height }, 1024)).toEqual({ width: w, height: h });
  });

  it('never enlarges a small image', () => {
    expect(fitWithin({ width: 800, height: 600 }, 1024)).toEqual({ width: 800, height: 600 });
  });
});

describe('needsResize (threshold 1 MB)', () => {
  it('is false up to 1 MB and true above it', () => {
    expect(needsResize({ size: MB })).toBe(false);
    expect(needsResize({ size: MB + 1 })).toBe(true);
  });
});

describe('resizeImage', () => {
  it('sends an image of 1 MB or less unchanged', async () => {
    const { codec } = fakeCodec(3000, 2000);
    const file = fileOf(MB);
    await expect(resizeImage(file, codec)).resolves.toBe(file);
    expect(codec.decode).not.toHaveBeenCalled();
  });

  it('downscales a large image to 1024 px and re-encodes it as JPEG at quality 0.7', async () => {
    const { codec, close } = fakeCodec(3000, 2000);
    const result = await resizeImage(fileOf(3 * MB), codec);
    expect(codec.encode).toHaveBeenCalledWith(
      expect.objectContaining({ width: 3000, height: 2000 }),
      { width: 1024, height: 683 },
      'image/jpeg',
      0.7,
    );
    expect(result.type).toBe('image/jpeg');
    expect(result.size).toBe(200_000);
    expect(close).toHaveBeenCalled();
  });

  it('turns a large PNG into a JPEG with a .jpg name', async () => {
    const { codec } = fakeCodec(2048, 1536);
    const result = await resizeImage(fileOf(2 * MB, 'screen.png', 'image/png'), codec);
    expect(result.name).toBe('screen.jpg');
    expect(result.type).toBe('image/jpeg');
    expect(codec.encode).toHaveBeenCalledWith(
      expect.anything(),
      { width: 1024, height: 768 },
      'image/jpeg',
      0.7,
    );
  });

  it('closes the decoded image when encoding fails', async () => {
    const { codec, close } = fakeCodec(3000, 2000);
    codec.encode.mockRejectedValueOnce(new Error('no canvas'));
    await expect(resizeImage(fileOf(2 * MB), codec)).rejects.toThrow('no canvas');
    expect(close).toHaveBeenCalled();
  });
});
