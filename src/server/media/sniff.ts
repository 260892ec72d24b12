/**
 * Decides a file's kind from its first bytes. The name and the declared Content-Type are the client's word;
 * only the bytes say what a browser or a decoder will actually make of the file, so an SVG or HTML page
 * renamed `.png` is refused here rather than served with an image type.
 */
import { MEDIA_KINDS, type MediaKind } from '../../shared/media/schemas';

/** Enough for every signature below, including an MP4's compatible brands and a WebM's DocType. */
export const SNIFF_BYTES = 64;

/** ISO base-media brands that browsers play as MP4 (QuickTime `qt  ` and 3GPP are not MP4). */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'dash',
  'mmp4',
  'M4V ',
]);

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return Buffer.from(bytes.subarray(start, end)).toString('latin1');
}

function isMp4(bytes: Uint8Array): boolean {
  if (bytes.length < 12 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxSize = Buffer.from(bytes.subarray(0, 4)).readUInt32BE(0);
  if (boxSize < 16) return false;
  if (MP4_BRANDS.has(ascii(bytes, 8, 12))) return true;
  // Compatible brands follow the major brand and its version; any MP4 one makes the file playable as MP4.
  const end = Math.min(boxSize, bytes.length);
  for (let offset = 16; offset + 4 <= end; offset += 4) {
    if (MP4_BRANDS.has(ascii(bytes, offset, offset + 4))) return true;
  }
  return false;
}

/** EBML magic and a `webm` DocType (Matroska `.mkv` shares the magic but is not allowed). */
function isWebm(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return false;
  const header = Buffer.from(bytes.subarray(0, SNIFF_BYTES));
  const docType = header.indexOf(Buffer.from([0x42, 0x82]));
  return docType > 0 && header.indexOf('webm', docType, 'latin1') > docType;
}

export function sniffKind(bytes: Uint8Array): MediaKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (bytes.length >= 6 && ['GIF87a', 'GIF89a'].includes(ascii(bytes, 0, 6))) return 'gif';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP')
    return 'webp';
  if (isMp4(bytes)) return 'mp4';
  if (isWebm(bytes)) return 'webm';
  if (bytes.length >= 5 && ascii(bytes, 0, 5) === '%PDF-') return 'pdf';
  return null;
}

/** The lower-cased extension of an uploaded name, or '' when it has none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** The kind only when the bytes, the name's extension and the allowlist agree. */
export function detectKind(bytes: Uint8Array, fileName: string): MediaKind | null {
  const kind = sniffKind(bytes);
  if (kind === null) return null;
  return MEDIA_KINDS[kind].accepts.includes(extensionOf(fileName)) ? kind : null;
}
