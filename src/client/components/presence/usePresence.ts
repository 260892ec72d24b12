/**
 * Presence on a record page (docs/product.md#presence): while the page is open and visible it says so every
 * PRESENCE_HEARTBEAT_MS (PUT /api/admin/presence/{resource}/{id}) and holds who else has the record open;
 * a `presence.changed` from the live stream makes it ask again at once. Leaving the page, or closing the
 * tab, tells the server with a keepalive DELETE, so the others' notice goes without waiting for the window.
 * It warns, it does not lock. A role that may not read the record asks nothing.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { ADMIN_PREFIX } from '../../../shared/common/apiPaths';
import {
  PRESENCE_HEARTBEAT_MS,
  PRESENCE_RESOURCES,
  type PresenceResource,
} from '../../../shared/presence/rules';
import type { PresentUser } from '../../../shared/presence/schemas';
import { useAppSelector } from '../../app/hooks';
import { useMayCall } from '../../utils/useMayCall';
import { presencePath, usePresenceHeartbeatQuery } from './presenceApi';

const API_BASE_URL = process.env.API_BASE_URL ?? '';

const subscribeVisibility = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
};
const isVisible = () => document.visibilityState !== 'hidden';

export interface PresenceTarget {
  resource: PresenceResource;
  id: string | number;
}

/** The other users on the record now, the earliest first; empty while unknown. */
export function usePresence(target: PresenceTarget | undefined): PresentUser[] {
  const token = useAppSelector((state) => state.auth.token);
  const may = useMayCall();
  const visible = useSyncExternalStore(subscribeVisibility, isVisible, () => true);
  const args = target && { resource: target.resource, id: String(target.id) };
  // The record's own read route (any id stands for the record): the server asks the same.
  const allowed =
    args !== undefined && may('GET', PRESENCE_RESOURCES[args.resource].replace(/:[a-z]+$/, '1'));
  const active = allowed && visible && !!token;
  const { data } = usePresenceHeartbeatQuery(args ?? { resource: 'projects', id: '0' }, {
    skip: !active,
    pollingInterval: PRESENCE_HEARTBEAT_MS,
    refetchOnMountOrArgChange: true,
  });

  const url = args && `${API_BASE_URL}${ADMIN_PREFIX}${presencePath(args)}`;
  useEffect(() => {
    if (!allowed || !url || !token) return undefined;
    const leave = () => {
      // keepalive: the request outlives the page when the tab closes or the app navigates away.
      void fetch(url, {
        method: 'DELETE',
        keepalive: true,
        headers: { Authorization: `Bearer ${token}` },
      }).catch(() => {});
    };
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [allowed, url, token]);

  return active ? (data?.data ?? []) : [];
}
