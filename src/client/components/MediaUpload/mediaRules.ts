import { DEFAULT_MEDIA_LIMITS, MEDIA_KINDS, type MediaClass } from '../../../shared/media/rules';

export type { MediaClass };

const kindsOf = (classes: readonly MediaClass[]) =>
  Object.values(MEDIA_KINDS).filter((kind) => classes.includes(kind.class));

/** The file chooser's `accept`: MIME types and extensions, since some systems report no type. */
export function acceptAttribute(classes: readonly MediaClass[]): string {
  return kindsOf(classes)
    .flatMap((kind) => [kind.mime, ...kind.accepts.map((ext) => `.${ext}`)])
    .join(',');
}

/** Extensions for the hint under the drop zone ("JPG, PNG, WEBP, GIF"). */
export function acceptedNames(classes: readonly MediaClass[]): string {
  return kindsOf(classes)
    .map((kind) => kind.ext.toUpperCase())
    .join(', ');
}

export const megabytes = (bytes: number) => Math.floor(bytes / (1024 * 1024));

/** The class of a file from its type, or its extension when the browser gives no type. */
export function classOfFile(file: File): MediaClass | undefined {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  const kind = Object.values(MEDIA_KINDS).find((item) =>
    file.type ? item.mime === file.type : item.accepts.includes(ext),
  );
  return kind?.class;
}

export interface Refusal {
  id: 'media.error.type' | 'media.error.size';
  values: Record<string, string | number>;
}

/**
 * The checks the server will make anyway (it decides from the bytes), done first so nobody waits for a
 * 200 MB upload to learn it was the wrong file.
 */
export function precheck(file: File, classes: readonly MediaClass[]): Refusal | null {
  const cls = classOfFile(file);
  if (!cls || !classes.includes(cls)) {
    return { id: 'media.error.type', values: { name: file.name, types: acceptedNames(classes) } };
  }
  const limit = DEFAULT_MEDIA_LIMITS.bytes[cls];
  if (file.size > limit) {
    return { id: 'media.error.size', values: { name: file.name, size: megabytes(limit) } };
  }
  return null;
}

export const mediaClassOf = (mime: string): MediaClass | undefined =>
  Object.values(MEDIA_KINDS).find((kind) => kind.mime === mime)?.class;
