/** Small real files for upload tests, made on the fly (images with sharp, container headers by hand). */
import zlib from 'node:zlib';
import sharp from 'sharp';

const solid = (width: number, height: number, background = { r: 200, g: 60, b: 40 }) =>
  sharp({ create: { width, height, channels: 3, background } });

export const makeJpeg = (width = 64, height = 48) => solid(width, height).jpeg().toBuffer();
export const makePng = (width = 64, height = 48) => solid(width, height).png().toBuffer();
export const makeWebp = (width = 64, height = 48) => solid(width, height).webp().toBuffer();

/** A JPEG carrying GPS-like EXIF text and an orientation that turns 40×20 pixels into a 20×40 picture. */
export const makeJpegWithExif = () =>
  solid(40, 20)
    .jpeg()
    .withExif({ IFD0: { Copyright: 'SECRET-OWNER', Artist: 'Camera Serial 12345' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();

/** A two-frame animated GIF, 30×20 per frame. */
export async function makeAnimatedGif(): Promise<Buffer> {
  const frames = await Promise.all(
    [
      { r: 255, g: 0, b: 0 },
      { r: 0, g: 0, b: 255 },
    ].map((c) => solid(30, 20, c).png().toBuffer()),
  );
  return sharp(frames, { join: { animated: true } })
    .gif()
    .toBuffer();
}

/** Random pixels compress badly, so this PNG is large for its size (~3 bytes per pixel). */
export const makeNoisyPng = (width: number, height: number) =>
  sharp(
    Buffer.from(Array.from({ length: width * height * 3 }, () => Math.floor(Math.random() * 256))),
    {
      raw: { width, height, channels: 3 },
    },
  )
    .png({ compressionLevel: 0 })
    .toBuffer();

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG header that claims width × height pixels: a decompression bomb's calling card. */
export function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function box(type: string, payload: Buffer): Buffer {
  const size = Buffer.alloc(4);
  size.writeUInt32BE(8 + payload.length);
  return Buffer.concat([size, Buffer.from(type, 'latin1'), payload]);
}

/** An ISO-BMFF file: an `ftyp` box with the given major brand, then `mdat` padding up to `size` bytes. */
export function makeMp4(size = 2048, brand = 'isom', compatible = ['isom', 'mp42']): Buffer {
  const ftyp = box(
    'ftyp',
    Buffer.concat([
      Buffer.from(brand, 'latin1'),
      Buffer.from([0, 0, 2, 0]),
      Buffer.from(compatible.join(''), 'latin1'),
    ]),
  );
  return Buffer.concat([ftyp, box('mdat', Buffer.alloc(Math.max(0, size - ftyp.length - 8), 7))]);
}

function ebml(id: number[], payload: Buffer): Buffer {
  return Buffer.concat([Buffer.from(id), Buffer.from([0x80 | payload.length]), payload]);
}

/** An EBML header with the given DocType, then a Segment of padding up to `size` bytes. */
export function makeWebm(size = 2048, docType = 'webm'): Buffer {
  const header = ebml(
    [0x1a, 0x45, 0xdf, 0xa3],
    Buffer.concat([
      ebml([0x42, 0x86], Buffer.from([1])),
      ebml([0x42, 0xf7], Buffer.from([1])),
      ebml([0x42, 0xf2], Buffer.from([4])),
      ebml([0x42, 0xf3], Buffer.from([8])),
      ebml([0x42, 0x82], Buffer.from(docType, 'latin1')),
      ebml([0x42, 0x87], Buffer.from([4])),
      ebml([0x42, 0x85], Buffer.from([2])),
    ]),
  );
  const segment = Buffer.from([
    0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
  ]);
  return Buffer.concat([header, segment, Buffer.alloc(Math.max(0, size - header.length - 12), 1)]);
}

export function makePdf(size = 1024): Buffer {
  const head = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n', 'latin1');
  const tail = Buffer.from('\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
  return Buffer.concat([
    head,
    Buffer.alloc(Math.max(0, size - head.length - tail.length), 0x20),
    tail,
  ]);
}

export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);
export const HTML = Buffer.from(
  '<!doctype html><html><body><script>alert(1)</script></body></html>',
);
