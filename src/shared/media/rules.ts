/** Upload rules without schemas, so the client can check a file before sending it without TypeBox. */

export type MediaKind = 'jpeg' | 'png' | 'webp' | 'gif' | 'mp4' | 'webm' | 'pdf';
export type MediaClass = 'image' | 'video' | 'pdf';

export interface MediaKindInfo {
  class: MediaClass;
  mime: string;
  /** The extension the stored file gets. */
  ext: string;
  /** Extensions an uploaded file of this kind may carry (lower-case, without the dot). */
  accepts: readonly string[];
}

export const MEDIA_KINDS: Readonly<Record<MediaKind, MediaKindInfo>> = {
  jpeg: { class: 'image', mime: 'image/jpeg', ext: 'jpg', accepts: ['jpg', 'jpeg'] },
  png: { class: 'image', mime: 'image/png', ext: 'png', accepts: ['png'] },
  webp: { class: 'image', mime: 'image/webp', ext: 'webp', accepts: ['webp'] },
  gif: { class: 'image', mime: 'image/gif', ext: 'gif', accepts: ['gif'] },
  mp4: { class: 'video', mime: 'video/mp4', ext: 'mp4', accepts: ['mp4'] },
  webm: { class: 'video', mime: 'video/webm', ext: 'webm', accepts: ['webm'] },
  pdf: { class: 'pdf', mime: 'application/pdf', ext: 'pdf', accepts: ['pdf'] },
};

/** For an `<input type="file" accept>`. */
export const MEDIA_ACCEPT = Object.values(MEDIA_KINDS)
  .flatMap((kind) => kind.accepts.map((ext) => `.${ext}`))
  .join(',');

export interface MediaLimits {
  /** Bytes per class of file. */
  bytes: Record<MediaClass, number>;
  /** Width × height (all frames together for an animation). */
  maxPixels: number;
}

const MB = 1024 * 1024;
export const DEFAULT_MEDIA_LIMITS: MediaLimits = {
  bytes: { image: 15 * MB, pdf: 25 * MB, video: 200 * MB },
  maxPixels: 40_000_000,
};

/** Starts with a letter or digit so no collection can be named like `__proto__`. */
export const MEDIA_COLLECTION_PATTERN = '^[a-z0-9][a-z0-9_-]{0,63}$';
export const DEFAULT_MEDIA_COLLECTION = 'default';
/** The widest preview; smaller images keep their size. */
export const MEDIA_PREVIEW_WIDTH = 640;

export const mediaMessages = {
  unsupportedType:
    'This type of file is not allowed: upload a JPEG, PNG, WebP or GIF image, an MP4 or WebM video, or a PDF.',
  tooLarge: (cls: MediaClass, bytes: number) =>
    `The file is too large: ${cls === 'pdf' ? 'PDFs' : `${cls}s`} may be at most ${Math.floor(bytes / MB)} MB.`,
  tooManyPixels: (pixels: number) =>
    `The image is too large: at most ${Math.floor(pixels / 1_000_000)} megapixels.`,
  invalidImage: 'The file is not a valid image.',
  fileRequired: 'The file field is required.',
  emptyFile: 'The file is empty.',
  oneFile: 'Send one file at a time.',
  invalidCollection:
    'The collection may use a-z, 0-9, _ and - (starting with a letter or digit), up to 64 characters.',
  unknownField: 'This field is not allowed.',
} as const;
