/**
 * The live events the server pushes on GET /api/admin/events (docs/api.md#live-events), one contract for the
 * server that publishes them and the client that reads them. Plain types and constants, no TypeBox.
 */
import type { PresenceResource } from '../../presence/rules';
import type { LeadKind } from '../rules';

/** A lead came in (through the website's forms), with its owner once routing has run (null: the pool). */
export interface LeadCreatedEvent {
  type: 'lead.created';
  id: number;
  kind: LeadKind;
  reference: string;
  assignee_id: number | null;
  /** Who caused it: null for the website. */
  actor_id: number | null;
}

/** A lead's assignee changed (manual assign, bulk assign, taking a pool lead). */
export interface LeadAssignedEvent {
  type: 'lead.assigned';
  id: number;
  kind: LeadKind;
  reference: string;
  assignee_id: number | null;
  previous_assignee_id: number | null;
  actor_id: number | null;
}

/** Something that moves lists or badge counts changed: status, read, a note, a contact, a delete. */
export interface LeadChangedEvent {
  type: 'lead.changed';
  id: number;
  kind: LeadKind;
  /** The owner when it changed, so the server sends it only to those who reach the lead. */
  assignee_id: number | null;
  actor_id: number | null;
}

/**
 * Someone opened or left a content record (docs/product.md#presence); the record's page asks who is there
 * now. Sent to whoever may read that kind of record.
 */
export interface PresenceChangedEvent {
  type: 'presence.changed';
  resource: PresenceResource;
  /** The record's id (an SEO page's key). */
  id: string;
  actor_id: number;
}

export type LeadEvent = LeadCreatedEvent | LeadAssignedEvent | LeadChangedEvent;
export type LiveEvent = LeadEvent | PresenceChangedEvent;
export type LiveEventType = LiveEvent['type'];

export const LIVE_EVENT_TYPES: readonly LiveEventType[] = [
  'lead.created',
  'lead.assigned',
  'lead.changed',
  'presence.changed',
];

/** The server sends a comment this often, so proxies and the client know the stream is alive. */
export const LIVE_HEARTBEAT_MS = 20_000;
/** The client reconnects after this long (the stream's `retry:` field), growing on repeated failures. */
export const LIVE_RETRY_MS = 2_000;
/** The longest wait between two reconnection attempts. */
export const LIVE_RETRY_MAX_MS = 60_000;
/** Open streams one user may hold at once (tabs, windows); one more is refused with 429. */
export const LIVE_MAX_STREAMS_PER_USER = 10;
