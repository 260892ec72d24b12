import { useMemo } from 'react';
import { LEAD_KINDS, UNREAD_POLL_MS, type LeadKind } from '../../../shared/leadRules';
import { useUnreadCountsQuery } from '../../features/leads/leadsApi';
import { LEAD_MENU_IDS } from '../../utils/leadRoutes';

/** The menu groups holding each kind's list (menuItems.ts): FORMS and SERVICES. */
const GROUPS: Record<string, LeadKind[]> = {
  forms: ['project', 'contact'],
  services: ['consulting', 'sale'],
};

const text = (count: number) => (count > 0 ? String(count) : undefined);

/**
 * The unread leads per kind as menu badges, on each list's entry and summed on its group. Polled, so a lead
 * the website sends shows within a minute; opening a lead lowers its count at once (leadsApi).
 */
export function useUnreadBadges(): Record<string, string | undefined> {
  const { data } = useUnreadCountsQuery(undefined, {
    pollingInterval: UNREAD_POLL_MS,
    skipPollingIfUnfocused: true,
  });
  const counts = data?.data;
  return useMemo(() => {
    if (!counts) return {};
    const badges: Record<string, string | undefined> = {};
    for (const kind of LEAD_KINDS) badges[LEAD_MENU_IDS[kind]] = text(counts[kind]);
    for (const [group, kinds] of Object.entries(GROUPS))
      badges[group] = text(kinds.reduce((sum, kind) => sum + counts[kind], 0));
    return badges;
  }, [counts]);
}
