/**
 * The notices of the live updates (docs/product.md#live-updates): antd notifications, in the app's
 * language and direction, each with a link to the lead. Loaded only when the first notice comes.
 */
import { ConfigProvider, notification } from 'antd';
import { useContext, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { leadPath } from '../../../../shared/screens';
import type { LiveNotice } from './useLiveUpdates';

const TITLES = {
  assignedNew: 'live.notice.assignedNew',
  newInPool: 'live.notice.newInPool',
  assignedToYou: 'live.notice.assignedToYou',
} as const;

export interface LiveNoticesProps {
  notices: LiveNotice[];
  onShown: (key: string) => void;
}

export default function LiveNotices({ notices, onShown }: LiveNoticesProps) {
  const intl = useIntl();
  // At the reading end's corner: the right in English, the left in Arabic.
  const rtl = useContext(ConfigProvider.ConfigContext).direction === 'rtl';
  const [notify, holder] = notification.useNotification({
    placement: rtl ? 'topLeft' : 'topRight',
    // Below the header, like the toasts (docs/product.md#shell).
    top: 88,
    maxCount: 4,
  });
  useEffect(() => {
    for (const { key, kind, lead } of notices) {
      notify.info({
        key,
        title: intl.formatMessage({ id: TITLES[kind] }, { reference: lead.reference }),
        description: (
          <Link to={leadPath(lead.kind, lead.id)} onClick={() => notify.destroy(key)}>
            {intl.formatMessage({ id: 'live.notice.open' }, { reference: lead.reference })}
          </Link>
        ),
        duration: 8,
      });
      onShown(key);
    }
  }, [notices, notify, intl, onShown]);
  return holder;
}
