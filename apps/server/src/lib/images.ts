import sharp from 'sharp';
import { badRequest } from './errors';

/**
 * What a browser may be asked to decode: a 216 KB PNG can declare 30,000 × 30,000 pixels (3.6 GB once decoded in every
 * viewer's tab). 40 megapixels and 10,000 px a side pass any camera or phone photo.
 */
export const IMAGE_MAX_SIDE = 10_000;
export const IMAGE_MAX_PIXELS = 40_000_000;

/** The largest photo the screens show is 96 CSS px (profiles); 256 px covers it on high-density screens. */
export const PHOTO_SIDE = 256;

const refuseDimensions = (name: string, width: number, height: number) =>
  badRequest('upload.imageTooLarge', {
    name,
    width,
    height,
    maxSide: IMAGE_MAX_SIDE.toLocaleString('en'),
    maxMegapixels: IMAGE_MAX_PIXELS / 1_000_000,
  });

/**
 * Checks the dimensions an image declares, from its header only (nothing is decoded): a readable 400 above the limits,
 * `unreadableKey`'s 400 when the header cannot be read.
 */
export async function checkImageDimensions(
  buffer: Buffer,
  name: string,
  unreadableKey = 'upload.notImage',
): Promise<{ width: number; height: number }> {
  const metadata = await sharp(buffer, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw badRequest(unreadableKey);
    });
  const width = metadata.width ?? 0;
  const height = metadata.height ?? 0;
  if (width <= 0 || height <= 0) throw badRequest(unreadableKey);
  if (width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE || width * height > IMAGE_MAX_PIXELS) {
    throw refuseDimensions(name, width, height);
  }
  return { width, height };
}

/**
 * A person's photo as stored and served: checked, turned upright (EXIF orientation), fitted inside PHOTO_SIDE and
 * re-encoded as WebP without its metadata (no GPS position or camera details leave the server).
 */
export async function encodePhoto(buffer: Buffer, name: string): Promise<Buffer> {
  await checkImageDimensions(buffer, name);
  return sharp(buffer, { limitInputPixels: IMAGE_MAX_PIXELS })
    .rotate()
    .resize(PHOTO_SIDE, PHOTO_SIDE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer()
    .catch(() => {
      throw badRequest('upload.notImage');
    });
}
