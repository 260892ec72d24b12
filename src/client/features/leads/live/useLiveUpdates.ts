/**
 * The live updates (docs/product.md#live-updates): while a user is signed in, one stream from
 * GET /api/admin/events; a sales user hears of leads, everyone of presence on the records they may read
 * (docs/product.md#presence), which marks that record's presence stale. Each event marks stale what it changes (the kind's lists, the lead, the
 * unread badges, the dashboard), so open screens refetch without a reload; events that come close together
 * are gathered into one refetch. A new lead in reach, or a lead someone else assigned to this user, becomes
 * a notice. A stream that ends is opened again after the server's `retry:` delay, doubled on each failure up
 * to a minute, and at once when the browser comes back online or the tab becomes visible; one that goes
 * silent past two heartbeats is dropped and opened again. After a reconnection everything lead-related is
 * refetched, since events may have been missed. Without a stream the polling of the badges goes on as before.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ADMIN_PREFIX, adminPaths } from '../../../../shared/common/apiPaths';
import {
  LIVE_HEARTBEAT_MS,
  LIVE_RETRY_MAX_MS,
  LIVE_RETRY_MS,
  type LeadEvent,
  type LiveEvent,
} from '../../../../shared/leads/live/liveEvents';
import type { LeadKind } from '../../../../shared/leads/rules';
import { api, type TagType } from '../../../app/api';
import { useAppDispatch } from '../../../app/hooks';
import { readLiveStream } from './liveStream';

const API_BASE_URL = process.env.API_BASE_URL ?? '';
const EVENTS_URL = `${API_BASE_URL}${ADMIN_PREFIX}${adminPaths.events}`;
/** Events within this window share one refetch. */
const GATHER_MS = 150;
/** No byte for this long (two heartbeats and a half): the connection is dead even if no error says so. */
const SILENCE_MS = LIVE_HEARTBEAT_MS * 2.5;

export type LiveNoticeKind = 'assignedNew' | 'newInPool' | 'assignedToYou';

export interface LiveNotice {
  key: string;
  kind: LiveNoticeKind;
  lead: { id: number; kind: LeadKind; reference: string };
}

/** What, if anything, this event should tell `me` in a notice. */
export function noticeOf(event: LeadEvent, me: number): LiveNoticeKind | null {
  if (event.actor_id === me) return null;
  if (event.type === 'lead.created') {
    if (event.assignee_id === me) return 'assignedNew';
    return event.assignee_id === null ? 'newInPool' : null;
  }
  if (event.type === 'lead.assigned' && event.assignee_id === me) return 'assignedToYou';
  return null;
}

type Tag = TagType | { type: TagType; id: string | number };
const tagsOf = (event: LeadEvent): Tag[] => [
  { type: 'Lead', id: `LIST-${event.kind}` },
  { type: 'Lead', id: event.id },
  'LeadCounts',
  'Dashboard',
];

export interface LiveUpdatesOptions {
  enabled: boolean;
  token: string | null;
  userId: number | null;
}

export function useLiveUpdates({ enabled, token, userId }: LiveUpdatesOptions) {
  const dispatch = useAppDispatch();
  const [connected, setConnected] = useState(false);
  const [notices, setNotices] = useState<LiveNotice[]>([]);
  const me = useRef(userId);
  me.current = userId;

  const dismiss = useCallback(
    (key: string) => setNotices((current) => current.filter((notice) => notice.key !== key)),
    [],
  );

  useEffect(() => {
    if (!enabled || !token) return undefined;
    let stopped = false;
    let attempt = 0;
    let opened = false;
    let reading: AbortController | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let silenceTimer: ReturnType<typeof setTimeout> | undefined;
    let gatherTimer: ReturnType<typeof setTimeout> | undefined;
    let pending: Tag[] = [];

    const refetch = (tags: Tag[]) => {
      pending.push(...tags);
      if (gatherTimer) return;
      gatherTimer = setTimeout(() => {
        gatherTimer = undefined;
        const tags = pending;
        pending = [];
        dispatch(api.util.invalidateTags(tags));
      }, GATHER_MS);
    };

    const onEvent = (event: LiveEvent) => {
      // Someone opened or left a record: its page (if open here) asks who is there now.
      if (event.type === 'presence.changed') {
        refetch([{ type: 'Presence', id: `${event.resource}/${event.id}` }]);
        return;
      }
      refetch(tagsOf(event));
      const kind = me.current === null ? null : noticeOf(event, me.current);
      if (kind)
        setNotices((current) => [
          ...current,
          {
            key: `${event.type}-${event.id}-${Date.now()}`,
            kind,
            lead: {
              id: event.id,
              kind: event.kind,
              reference: 'reference' in event ? event.reference : '',
            },
          },
        ]);
    };

    const connect = async () => {
      clearTimeout(retryTimer);
      retryTimer = undefined;
      if (stopped || reading) return;
      const own = new AbortController();
      reading = own;
      const heard = () => {
        clearTimeout(silenceTimer);
        silenceTimer = setTimeout(() => own.abort(), SILENCE_MS);
      };
      const end = await readLiveStream(
        EVENTS_URL,
        token,
        {
          onOpen: () => {
            attempt = 0;
            heard();
            setConnected(true);
            // Events may have passed while no stream was open.
            if (opened) refetch(['Lead', 'LeadCounts', 'Dashboard', 'Presence']);
            opened = true;
          },
          onActivity: heard,
          onEvent,
        },
        own.signal,
      );
      clearTimeout(silenceTimer);
      reading = null;
      if (stopped) return;
      setConnected(false);
      if (end.kind === 'refused') return;
      const delay = Math.min(LIVE_RETRY_MAX_MS, (end.retryMs ?? LIVE_RETRY_MS) * 2 ** attempt);
      attempt += 1;
      retryTimer = setTimeout(() => void connect(), delay * (0.75 + Math.random() / 4));
    };

    const now = () => {
      if (reading || stopped) return;
      attempt = 0;
      void connect();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') now();
    };
    window.addEventListener('online', now);
    document.addEventListener('visibilitychange', onVisibility);
    void connect();
    return () => {
      stopped = true;
      reading?.abort();
      clearTimeout(retryTimer);
      clearTimeout(silenceTimer);
      clearTimeout(gatherTimer);
      window.removeEventListener('online', now);
      document.removeEventListener('visibilitychange', onVisibility);
      setConnected(false);
    };
  }, [enabled, token, dispatch]);

  return { connected, notices, dismiss };
}
