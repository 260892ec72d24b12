/**
 * Outgoing mail. With SMTP_URL, messages go through nodemailer (loaded only then, so a server without SMTP
 * never loads it); without it, each message is written as an RFC 822 `.eml` file under DATA_DIR/outbox and
 * its path logged, so an operator without SMTP (and the browser tests) can still follow a reset link.
 * Sending is detached from the request: an answer must not wait on (or reveal anything through) delivery.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { formatEml } from './eml';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface MailLog {
  info: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
}

export interface Mailer {
  /** Queues a message; failures are logged, never thrown to the caller. */
  send: (message: MailMessage) => void;
  /** Resolves when every queued message has been delivered or has failed (tests, shutdown). */
  idle: () => Promise<void>;
}

type Deliver = (message: MailMessage) => Promise<void>;

export function outboxDir(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'outbox');
}

function outboxDelivery(config: Pick<Config, 'dataDir' | 'mailFrom'>, log: MailLog): Deliver {
  return async (message) => {
    const dir = outboxDir(config);
    await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
    const id = randomUUID();
    const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.eml`);
    const eml = formatEml({ ...message, from: config.mailFrom, messageId: id });
    // 0600: a reset link is a credential for an hour.
    await fs.promises.writeFile(file, eml, { mode: 0o600 });
    log.info({ file, to: message.to }, 'mail written to the outbox (no SMTP_URL)');
  };
}

function smtpDelivery(smtpUrl: string, from: string): Deliver {
  let transport: Promise<{ sendMail: (options: object) => Promise<unknown> }> | null = null;
  return async (message) => {
    transport ??= import('nodemailer').then((nodemailer) =>
      nodemailer.default.createTransport(smtpUrl),
    );
    await (await transport).sendMail({ from, ...message });
  };
}

export function createMailer(
  config: Pick<Config, 'dataDir' | 'mailFrom' | 'smtpUrl'>,
  log: MailLog,
): Mailer {
  const deliver = config.smtpUrl
    ? smtpDelivery(config.smtpUrl, config.mailFrom)
    : outboxDelivery(config, log);
  const pending = new Set<Promise<void>>();
  return {
    send: (message) => {
      const job = deliver(message)
        .catch((err: unknown) => log.error({ err, to: message.to }, 'could not send mail'))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    idle: async () => {
      await Promise.all([...pending]);
    },
  };
}
