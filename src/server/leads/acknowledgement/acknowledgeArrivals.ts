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
  const giveBack = async (addresses: string[]) => {
    const failed = await Promise.allSettled(addresses.map((to) => perAddress.giveBack(to)));
    const lost = failed.filter((result) => result.status === 'rejected').length;
    if (lost > 0)
      app.log.error({ count: lost }, 'acknowledgement claims could not be given back');
  };
  app.leadArrivals.on('announce', 'acknowledge', async (leads) => {
    const mails = await acknowledgementsOf(
      app.db,
      leads.map((lead) => lead.id),
    );
    const keyOf = (id: number) => `ack:lead:${id}`;
    const done = await queuedKeys(app.db, [...mails.keys()].map(keyOf));
    const queue: { mail: MailMessage; key: string }[] = [];
    try {
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
    } catch (error) {
      // Nothing of the batch was queued: its claims go back, so the rerun (each lead alone, then the
      // arrival sweep) finds the addresses' windows unspent and still sends each one its mail.
      await giveBack(queue.map(({ mail }) => mail.to));
      throw error;
    }
    void app.mailer.deliverDue();
  });
}
