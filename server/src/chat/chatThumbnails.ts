import sharp from 'sharp';
import type { FileStore } from '../storage/fileStore.ts';

/** The longest side of a thumbnail, in pixels: sharp on a tablet at twice its 240 px width. */
export const THUMBNAIL_SIZE = 480;
/** Larger pictures are not decoded (a small file can claim a huge size). */
const MAX_INPUT_PIXELS = 50_000_000;

const THUMBNAILED = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif']);

export const THUMBNAIL_MIME = 'image/webp';

export function thumbnailKey(fileKey: string): string {
  return `${fileKey}-thumb`;
}

/**
 * Stores a small WebP copy of a picture next to it (turned upright as the camera held it), and
 * says whether it did: a picture it cannot read is still sent, without one.
 */
export async function storeThumbnail(
  store: FileStore,
  fileKey: string,
  mime: string,
  bytes: Uint8Array,
): Promise<boolean> {
  if (!THUMBNAILED.has(mime)) return false;
  try {
    const thumbnail = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({
        width: THUMBNAIL_SIZE,
        height: THUMBNAIL_SIZE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 75 })
      .toBuffer();
    await store.put(thumbnailKey(fileKey), thumbnail);
    return true;
  } catch {
    return false;
  }
}
