/**
 * Re-encodes an uploaded image so that what we store and serve is pixels we produced: EXIF (GPS, camera
 * serials), XMP, ICC and comments are dropped (sharp keeps no metadata unless asked), the EXIF orientation
 * is applied first so nothing looks rotated without it, and anything smuggled after the image data is gone.
 */
import type { Sharp } from 'sharp';
import { MEDIA_PREVIEW_WIDTH, mediaMessages, type MediaKind } from '../../shared/media/schemas';
import { HttpError } from '../httpErrors';

/** libvips, loaded with the first image rather than at start (docs/performance.md#cold-start). */
export const loadSharp = () => import('sharp').then((module) => module.default);

export interface ProcessedImage {
  width: number;
  height: number;
}

function invalidImage(): HttpError {
  return new HttpError(422, mediaMessages.invalidImage, { file: [mediaMessages.invalidImage] });
}

function tooManyPixels(maxPixels: number): HttpError {
  return new HttpError(413, mediaMessages.tooManyPixels(maxPixels));
}

/** libvips' own refusal, should a header understate what decoding finds. */
function fromSharp(error: unknown, maxPixels: number): HttpError {
  if (error instanceof Error && /pixel limit/i.test(error.message)) return tooManyPixels(maxPixels);
  return invalidImage();
}

function encoder(image: Sharp, kind: MediaKind): Sharp {
  switch (kind) {
    case 'jpeg':
      return image.jpeg({ quality: 88 });
    case 'png':
      return image.png();
    case 'webp':
      return image.webp({ quality: 88 });
    default:
      return image.gif();
  }
}

/**
 * Writes the re-encoded image to `dest` and a WebP preview to `previewDest`. The pixel count is checked
 * from the header before anything is decoded, so a small file claiming 100 000 × 100 000 pixels (a
 * decompression bomb) costs nothing.
 */
export async function processImage(
  kind: MediaKind,
  src: string,
  dest: string,
  previewDest: string,
  maxPixels: number,
): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  const meta = await sharp(src, { animated: true, limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw invalidImage();
    });
  // The bytes were sniffed already; the decoder must agree on the format it is about to trust.
  if (meta.format !== kind || !meta.width || !meta.height) throw invalidImage();
  // With `animated`, height spans every frame, so an animation's total pixels are what is limited.
  if (meta.width * meta.height > maxPixels) throw tooManyPixels(maxPixels);

  const animated = (meta.pages ?? 1) > 1;
  try {
    let image = sharp(src, { animated, limitInputPixels: maxPixels, failOn: 'error' });
    // EXIF orientation only exists on still images; rotating an animation would need every frame.
    if (!animated) image = image.rotate();
    const info = await encoder(image, kind).toFile(dest);
    await sharp(dest, { limitInputPixels: maxPixels })
      .resize({ width: MEDIA_PREVIEW_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toFile(previewDest);
    return { width: info.width, height: info.pageHeight ?? info.height };
  } catch (error) {
    throw fromSharp(error, maxPixels);
  }
}
