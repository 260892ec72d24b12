import { useMemo } from 'react';
import type { Role } from '../../../shared/common/constants';
import { UNREAD_POLL_LIVE_MS, UNREAD_POLL_MS, type LeadKind } from '../../../shared/leads/rules';
import {
  allows,
  SCREEN_IDS,
  screenDef,
  type MenuGroupId,
  type ScreenId,
} from '../../../shared/screens';
import { useAppSelector } from '../../app/hooks';
import { selectCurrentUser } from '../../features/auth/authSlice';
import { useUnreadCountsQuery } from '../../features/leads/desk/leadsApi';

interface BadgeEntry {
  id: ScreenId;
  kind: LeadKind;
  group?: MenuGroupId;
}

/** The menu entries the registry gives an unread badge: each lead list, under its group. */
const BADGED: BadgeEntry[] = SCREEN_IDS.flatMap((id) => {
  const { menu, lead } = screenDef(id);
  return menu?.badge === 'unread' && lead ? [{ id, kind: lead, group: menu.group }] : [];
});

/** The entries that show the overdue leads of every kind (the speed-to-lead screen). */
const OVERDUE_BADGED: ScreenId[] = SCREEN_IDS.filter(
  (id) => screenDef(id).menu?.badge === 'overdue',
);

const visibleTo = (role: Role | undefined) =>
  BADGED.filter((entry) => allows(screenDef(entry.id), role));

const text = (count: number) => (count > 0 ? String(count) : undefined);

/**
 * The unread leads per kind as menu badges, on each list's entry and summed on its group, and the overdue
 * leads of every kind on the speed-to-lead entry (docs/product.md#speed-to-lead). Polled, so a lead
 * the website sends shows within a minute; opening a lead lowers its count at once (leadsApi). A role that
 * sees no lead list does not ask. While the live updates are connected (`live`), they refresh the counts
 * as leads change and the poll only slows to a safety net.
 */
export function useUnreadBadges(live = false): Record<string, string | undefined> {
  const role = useAppSelector(selectCurrentUser)?.role_type;
  const entries = useMemo(() => visibleTo(role), [role]);
  const { data } = useUnreadCountsQuery(undefined, {
    pollingInterval: live ? UNREAD_POLL_LIVE_MS : UNREAD_POLL_MS,
    skipPollingIfUnfocused: true,
    skip: entries.length === 0,
  });
  const counts = data?.data;
  const overdue = data?.overdue;
  return useMemo(() => {
    if (!counts) return {};
    const badges: Record<string, string | undefined> = {};
    const sums = new Map<string, number>();
    for (const { id, kind, group } of entries) {
      badges[id] = text(counts[kind]);
      if (group) sums.set(group, (sums.get(group) ?? 0) + counts[kind]);
    }
    for (const [group, sum] of sums) badges[group] = text(sum);
    if (overdue) {
      const total = Object.values(overdue).reduce((sum, count) => sum + count, 0);
      for (const id of OVERDUE_BADGED) if (allows(screenDef(id), role)) badges[id] = text(total);
    }
    return badges;
  }, [counts, overdue, entries, role]);
}
