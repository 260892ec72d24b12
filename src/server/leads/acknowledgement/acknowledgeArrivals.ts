/**
 * The lead-arrival step that mails a new lead's submitter (docs/product.md#auto-acknowledgement), in the
 * `announce` phase (intake/leadArrivals.ts), at most once per address per ACK_PER_ADDRESS_HOURS
 * (perAddressLimit.ts). Added by the leads module's entry (leads/index.ts).
 */
import type { FastifyInstance } from 'fastify';
import { wasQueued } from '../../mail/mailQueueRepository';
import { acknowledgementOf } from './autoAcknowledgementService';
import { ackPerAddress } from './perAddressLimit';

export function acknowledgeArrivals(app: FastifyInstance): void {
  const perAddress = ackPerAddress(app.limits, app.config.ackPerAddressHours);
  // Queued once per lead, by the intake's run or the arrival sweep's (docs/architecture.md#lead-intake-pipeline).
  // A lead already acknowledged is done before its address is counted again, so a sweep's second run
  // neither mails twice nor spends the address's window.
  app.leadArrivals.on('announce', 'acknowledge', async (lead) => {
    const key = `ack:lead:${lead.id}`;
    const mail = await acknowledgementOf(app.db, lead.id);
    if (!mail || (await wasQueued(app.db, key))) return;
    if (await perAddress.claim(mail.to)) await app.mailer.queueOnce(mail, key);
    // The lead is stored and routed as usual; only the mail is skipped. Never the address in a log.
    else
      app.log.info(
        { leadId: lead.id, windowHours: app.config.ackPerAddressHours },
        'acknowledgement skipped: its address had one within the window',
      );
  });
}
