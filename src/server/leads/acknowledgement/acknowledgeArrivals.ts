/**
 * The lead-arrival step that mails a new lead's submitter (docs/product.md#auto-acknowledgement), in the
 * `announce` phase (intake/leadArrivals.ts), at most once per address per ACK_PER_ADDRESS_HOURS
 * (perAddressLimit.ts). Added by the leads module's entry (leads/index.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { MailMessage } from '../../mail/mailer';
import { queuedKeys } from '../../mail/mailQueueRepository';
import { acknowledgementsOf } from './autoAcknowledgementService';
import { ackPerAddress } from './perAddressLimit';

export function acknowledgeArrivals(app: FastifyInstance): void {
  const perAddress = ackPerAddress(app.limits, app.config.ackPerAddressHours);
  // Queued once per lead, by the intake's run or the arrival sweep's (docs/architecture.md#lead-intake-pipeline).
  // A lead already acknowledged is done before its address is counted again, so a sweep's second run
  // neither mails twice nor spends the address's window.
  app.leadArrivals.on('announce', 'acknowledge', async (leads) => {
    const mails = await acknowledgementsOf(
      app.db,
      leads.map((lead) => lead.id),
    );
    const keyOf = (id: number) => `ack:lead:${id}`;
    const done = await queuedKeys(app.db, [...mails.keys()].map(keyOf));
    const queue: { mail: MailMessage; key: string }[] = [];
    for (const [leadId, mail] of mails) {
      const key = keyOf(leadId);
      if (done.has(key)) continue;
      if (await perAddress.claim(mail.to)) queue.push({ mail, key });
      // The lead is stored and routed as usual; only the mail is skipped. Never the address in a log.
      else
        app.log.info(
          { leadId, windowHours: app.config.ackPerAddressHours },
          'acknowledgement skipped: its address had one within the window',
        );
    }
    if (queue.length === 0) return;
    // The batch's mails in one transaction: one commit, however many leads arrived together.
    await app.db.transaction().execute(async (trx) => {
      for (const { mail, key } of queue) await app.mailer.queueOnceIn(trx, mail, key);
    });
    void app.mailer.deliverDue();
  });
}
