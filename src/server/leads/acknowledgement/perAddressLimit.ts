/**
 * One auto-acknowledgement per recipient address per ACK_PER_ADDRESS_HOURS (docs/security.md#acknowledgement-mail),
 * counted in the shared limits store (plugins/limits.ts), so every instance counts together and N leads at
 * once from one address claim one acknowledgement. The counter's key is a hash of the normalised address:
 * the address itself is never a Redis key, a row key or a log field.
 */
import { createHash } from 'node:crypto';
import { domainToASCII } from 'node:url';
import { HttpError } from '../../httpErrors';
import type { Limits } from '../../plugins/limits';

export interface AckPerAddress {
  /** True when `address` may get an acknowledgement now (and counts it); false within its window. */
  claim(address: string): Promise<boolean>;
  /** Gives a claim back: its mail could not be queued, so the address may still get one. */
  giveBack(address: string): Promise<void>;
}

/** Mailboxes that ignore dots in their local part. */
const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * One mailbox, one key: lower-cased, the domain in ASCII without a trailing dot, and without a `+tag`
 * (one mailbox with a tag per message would otherwise get one acknowledgement per tag); dots dropped
 * where the provider ignores them.
 */
export function normaliseAddress(address: string): string {
  const trimmed = address.trim().toLowerCase();
  const at = trimmed.lastIndexOf('@');
  if (at < 1) return trimmed;
  let local = trimmed.slice(0, at);
  const rawDomain = trimmed.slice(at + 1).replace(/\.+$/, '');
  let domain = domainToASCII(rawDomain) || rawDomain;
  local = local.split('+')[0] || local;
  if (DOTLESS_DOMAINS.has(domain)) {
    domain = 'gmail.com';
    local = local.replaceAll('.', '');
  }
  return `${local}@${domain}`;
}

export function addressKey(address: string): string {
  return createHash('sha256')
    .update(`ack-address:${normaliseAddress(address)}`)
    .digest('base64url');
}

export function ackPerAddress(limits: Limits, hours: number): AckPerAddress {
  if (hours === 0) return { claim: async () => true, giveBack: async () => undefined };
  const limit = limits.define({
    name: 'ack-per-address',
    points: 1,
    durationSeconds: hours * 3600,
  });
  return {
    async claim(address) {
      try {
        await limit.take(addressKey(address));
        return true;
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 429) return false;
        throw error;
      }
    },
    giveBack: (address) => limit.giveBack(addressKey(address)),
  };
}
