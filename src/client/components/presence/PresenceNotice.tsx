/**
 * "Noura is editing this record" (docs/product.md#presence): who else has the record open, announced
 * politely (role=status) and gone when they leave. It warns; it does not lock. antd's Alert comes with the
 * first such notice, not with every record form (docs/performance.md#browser-downloads).
 */
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { usePresence, type PresenceTarget } from './usePresence';
import './presence.css';

const PresenceAlert = lazy(
  () => import(/* webpackChunkName: "presence-alert" */ './PresenceAlert'),
);

export function PresenceNotice({ target }: { target: PresenceTarget | undefined }) {
  const intl = useIntl();
  const others = usePresence(target);
  if (others.length === 0) return null;
  const names = others.map((user) => user.name);
  const message =
    names.length === 1
      ? intl.formatMessage({ id: 'presence.one' }, { name: names[0] })
      : intl.formatMessage(
          { id: 'presence.many' },
          { names: intl.formatList(names, { type: 'conjunction' }), count: names.length },
        );
  return (
    <Suspense fallback={null}>
      <PresenceAlert title={message} description={intl.formatMessage({ id: 'presence.hint' })} />
    </Suspense>
  );
}
