import { HistoryOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { createContext, Suspense, useContext, useState, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import type { AuditEntity } from '../../../shared/audit/rules';
import type { PublicationTarget } from '../publication/publicationApi';

export interface HistoryPanelProps {
  entity: AuditEntity;
  id: string | number;
  /**
   * The record's kind and id for its published versions (docs/product.md#publishing), if it has them, and
   * the version its page holds (a restore's If-Match).
   */
  publication?: PublicationTarget & { version?: number };
  onClose: () => void;
}

/**
 * The History panel itself (features/audit), handed down by the app as a lazy component: a record page of any
 * feature shows the button, the audit feature draws the panel, and neither imports the other.
 */
export const HistoryPanelContext = createContext<ComponentType<HistoryPanelProps> | null>(null);

interface Props {
  entity: AuditEntity;
  id: string | number;
  publication?: PublicationTarget & { version?: number };
}

/**
 * Opens a record's History panel (docs/product.md#history-panel). Only this button is in the record page's
 * chunk; the panel, its requests and its styles load on the first click.
 */
export function HistoryButton({ entity, id, publication }: Props) {
  const intl = useIntl();
  const Panel = useContext(HistoryPanelContext);
  const [open, setOpen] = useState(false);
  if (!Panel) return null;
  return (
    <>
      <Button icon={<HistoryOutlined />} onClick={() => setOpen(true)}>
        {intl.formatMessage({ id: 'audit.history.open' })}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <Panel entity={entity} id={id} publication={publication} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
