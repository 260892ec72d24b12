/**
 * Reads the outbox back, wherever the mailer kept it (mailer.ts): the `.eml` files of DATA_DIR/outbox on
 * SQLite, the `mail_outbox` table on PostgreSQL — for `npm run outbox` and for the suites, which follow reset
 * links from it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { isPostgres } from '../db/dialect';
import { outboxDir } from './mailer';
import { listOutboxMail } from './outboxRepository';

export interface KeptMail {
  /** The row's id, or the file's name. */
  id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

/** RFC 2047 base64 words, as eml.ts writes non-ASCII header values. */
function decodeHeader(value: string): string {
  return value.replace(/=\?UTF-8\?B\?([^?]*)\?=/gi, (_word, base64: string) =>
    Buffer.from(base64, 'base64').toString('utf8'),
  );
}

export function parseEml(id: string, eml: string): KeptMail {
  const split = eml.indexOf('\r\n\r\n');
  const headers = new Map<string, string>();
  for (const line of eml.slice(0, split).split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), decodeHeader(line.slice(colon + 1).trim()));
  }
  const date = headers.get('date');
  return {
    id,
    to: headers.get('to') ?? '',
    subject: headers.get('subject') ?? '',
    text: eml
      .slice(split + 4)
      .replace(/\r\n$/, '')
      .replace(/\r\n/g, '\n'),
    createdAt: date ? new Date(date).toISOString() : '',
  };
}

/** The newest `limit` messages, newest first. */
export async function readOutbox(
  db: Kysely<Database>,
  config: Pick<Config, 'dataDir'>,
  { limit = 50, to }: { limit?: number; to?: string } = {},
): Promise<KeptMail[]> {
  if (isPostgres(db)) {
    const rows = await listOutboxMail(db, { limit, to });
    return rows.map((row) => ({
      id: String(row.id),
      to: row.to_address,
      subject: row.subject,
      text: row.body,
      createdAt: row.created_at,
    }));
  }
  const dir = outboxDir(config);
  const names = fs.existsSync(dir) ? fs.readdirSync(dir).filter((n) => n.endsWith('.eml')) : [];
  // Each name starts with its ISO time: name order is time order.
  const mails = names
    .sort()
    .reverse()
    .map((name) => parseEml(name, fs.readFileSync(path.join(dir, name), 'utf8')));
  return mails.filter((mail) => !to || mail.to === to).slice(0, limit);
}
