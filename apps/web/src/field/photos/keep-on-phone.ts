import type { NewPhoto } from '../sync';

/** The made-smaller files, as bytes the outbox keeps in IndexedDB until they can be uploaded. */
export async function keepOnPhone(files: readonly File[]): Promise<NewPhoto[]> {
  return Promise.all(
    files.map(async (file) => ({
      name: file.name,
      type: file.type,
      data: await file.arrayBuffer(),
    })),
  );
}
