/**
 * Demo pictures and brochures for the seed, made on the spot (no binary assets in the repository) and stored
 * through the real upload path, so they are re-encoded, get previews and are served like any upload.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { DEFAULT_MEDIA_LIMITS, type MediaKind } from '../../shared/media/schemas';
import type { Database } from '../db/database';
import { loadSharp } from '../media/images';
import type { MediaStore } from '../media/mediaStore';
import { storeMedia } from '../uploads/mediaService';
import type { SeedImageOptions } from './seedContext';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A gradient in the given hue with a skyline and the label: recognisable, and light to generate. */
function pictureSvg({ label, width = 960, height = 600, hue = 200 }: SeedImageOptions): string {
  const towers = Array.from({ length: 9 }, (_, i) => {
    const w = width / 12;
    const h = height * (0.25 + ((i * 37) % 40) / 100);
    return `<rect x="${(i + 1.5) * w}" y="${height - h}" width="${w * 0.7}" height="${h}" fill="hsl(${hue},35%,${22 + (i % 3) * 6}%)"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="hsl(${hue},70%,72%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},60%,45%)"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>${towers}
  <text x="50%" y="18%" font-family="sans-serif" font-size="${Math.round(height / 12)}" font-weight="700"
    fill="#fff" text-anchor="middle">${escapeXml(label)}</text>
</svg>`;
}

/** A one-page PDF naming the brochure. Hand-written so the seed needs no PDF library. */
function brochurePdf(label: string): Buffer {
  const text = label.replace(/[()\\]/g, ' ').replace(/[^\x20-\x7e]/g, '?');
  const stream = `BT /F1 28 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export interface DemoMedia {
  image: (options: SeedImageOptions) => Promise<number>;
  pdf: (options: { label: string; collection: string }) => Promise<number>;
}

export async function demoMedia(db: Kysely<Database>, mediaStore: MediaStore): Promise<DemoMedia> {
  await mediaStore.check();
  const tmpDir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'realty-seed-'));
  let counter = 0;
  const log = { warn: () => undefined };
  const store = async (bytes: Buffer, kind: MediaKind, name: string, collection: string) => {
    const tmpPath = path.join(tmpDir, `${(counter += 1)}.${kind}`);
    await fs.promises.writeFile(tmpPath, bytes);
    const row = await storeMedia(
      db,
      mediaStore,
      DEFAULT_MEDIA_LIMITS,
      { received: { kind, tmpPath, size: bytes.length }, originalName: name, collection },
      log,
    );
    await fs.promises.rm(tmpPath, { force: true });
    return row.id;
  };
  return {
    image: async (options) => {
      const sharp = await loadSharp();
      const jpeg = await sharp(Buffer.from(pictureSvg(options)))
        .jpeg({ quality: 80 })
        .toBuffer();
      return store(jpeg, 'jpeg', `${options.label}.jpg`, options.collection);
    },
    pdf: ({ label, collection }) =>
      store(brochurePdf(label), 'pdf', `${label} brochure.pdf`, collection),
  };
}
