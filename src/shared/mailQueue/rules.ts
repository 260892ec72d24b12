/**
 * The mail queue screen (docs/product.md#mail-queue): plain values without schemas, so the client's screen
 * imports them cheaply; the contract's schemas are in schemas.ts.
 */
export const MAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** Rows per page of the queue. */
export const MAIL_QUEUE_PER_PAGE = 25;

/** The messages of its routes; the client translates each (mail.server.* in locales/). */
export const mailQueueMessages = {
  retried: 'The message will be sent again now.',
  notRetriable: 'Only a queued or failed message whose text is still kept can be sent again.',
} as const;
