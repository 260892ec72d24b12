/**
 * `npm run outbox [-- --to ADDRESS] [-- --limit N]`: the mail kept without SMTP_URL, newest first, in full —
 * for an operator who has not set up SMTP yet (docs/operations.md#mail).
 */
import { loadConfig } from '../config';
import { createDb } from '../db/connect';
import { readOutbox } from '../mail/outboxReader';
import { parseArgs } from './args';

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  const db = createDb(config);
  try {
    const limit = Number(args.limit ?? 10);
    const mails = await readOutbox(db, config, {
      limit: Number.isInteger(limit) && limit > 0 ? limit : 10,
      to: args.to,
    });
    if (mails.length === 0) console.log('The outbox is empty.');
    for (const mail of mails) {
      console.log(`--- ${mail.createdAt}  to ${mail.to}  (${mail.id})\nSubject: ${mail.subject}\n`);
      console.log(`${mail.text}\n`);
    }
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
