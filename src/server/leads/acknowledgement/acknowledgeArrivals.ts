/**
 * The lead-arrival step that mails a new lead's submitter (docs/product.md#auto-acknowledgement), in the
 * `announce` phase (intake/leadArrivals.ts), at most once per address per ACK_PER_ADDRESS_HOURS
 * (perAddressLimit.ts). Added by the leads module's entry (leads/index.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { MailMessage } from '../../mail/mailer';
import { addressesQueuedSince, queuedKeys } from '../../mail/mailQueueRepository';
import { arrivalPendingSince } from './autoAcknowledgementRepository';
import { acknowledgementsOf } from './autoAcknowledgementService';
import { ackPerAddress, addressKey } from './perAddressLimit';

const ACK_KEY_PREFIX = 'ack:lead:';

interface Pending {
  leadId: number;
  mail: MailMessage;
  key: string;
}

export function acknowledgeArrivals(app: FastifyInstance): void {
  const perAddress = ackPerAddress(app.limits, app.config.ackPerAddressHours);
  // Queued once per lead, by the intake's run or the arrival sweep's (docs/architecture.md#lead-intake-pipeline).
  // A lead already acknowledged is done before its address is counted again, so a sweep's second run
  // neither mails twice nor spends the address's window.
  const giveBack = async (addresses: string[]) => {
    const failed = await Promise.allSettled(addresses.map((to) => perAddress.giveBack(to)));
    const lost = failed.filter((result) => result.status === 'rejected').length;
    if (lost > 0) app.log.error({ count: lost }, 'acknowledgement claims could not be given back');
  };
  /**
   * Of the leads whose address's window is spent, those the sweep has taken over (pending past the retry
   * delay) whose address got no acknowledgement in the window: a run that died between claiming the window
   * and queuing the mail spent it (its claim was never given back). They get their mail, on that claim, one
   * per address. A fresh lead never comes here, so N leads at once from one address still claim one.
   */
  const claimedByACrash = async (refused: Pending[]): Promise<Pending[]> => {
    if (refused.length === 0) return [];
    const now = Date.now();
    const takenOver = await arrivalPendingSince(
      app.db,
      refused.map(({ leadId }) => leadId),
      new Date(now - app.config.leadArrivalRetrySeconds * 1000),
    );
    const candidates = refused.filter(({ leadId }) => takenOver.has(leadId));
    if (candidates.length === 0) return [];
    const domains = [
      ...new Set(candidates.map(({ mail }) => mail.to.trim().toLowerCase().split('@').pop() ?? '')),
    ];
    const acknowledged = new Set(
      (
        await addressesQueuedSince(app.db, {
          keyPrefix: ACK_KEY_PREFIX,
          since: new Date(now - app.config.ackPerAddressHours * 3_600_000),
          domains,
        })
      ).map(addressKey),
    );
    return candidates.filter(({ mail }) => {
      const address = addressKey(mail.to);
      if (acknowledged.has(address)) return false;
      acknowledged.add(address);
      return true;
    });
  };

  app.leadArrivals.on('announce', 'acknowledge', async (leads) => {
    const mails = await acknowledgementsOf(
      app.db,
      leads.map((lead) => lead.id),
    );
    const keyOf = (id: number) => `${ACK_KEY_PREFIX}${id}`;
    const done = await queuedKeys(app.db, [...mails.keys()].map(keyOf));
    const queue: Pending[] = [];
    try {
      const refused: Pending[] = [];
      for (const [leadId, mail] of mails) {
        const key = keyOf(leadId);
        if (done.has(key)) continue;
        if (await perAddress.claim(mail.to)) queue.push({ leadId, mail, key });
        else refused.push({ leadId, mail, key });
      }
      const recovered = await claimedByACrash(refused);
      // The lead is stored and routed as usual; only the mail is skipped. Never the address in a log.
      for (const { leadId } of refused)
        if (!recovered.some((pending) => pending.leadId === leadId))
          app.log.info(
            { leadId, windowHours: app.config.ackPerAddressHours },
            'acknowledgement skipped: its address had one within the window',
          );
      if (queue.length === 0 && recovered.length === 0) return;
      // The batch's mails in one transaction: one commit, however many leads arrived together.
      await app.db.transaction().execute(async (trx) => {
        for (const { mail, key } of [...queue, ...recovered])
          await app.mailer.queueOnceIn(trx, mail, key);
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
