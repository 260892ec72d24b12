import { ExclamationCircleFilled } from '@ant-design/icons';
import { Modal } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';

interface Props {
  /** Runs the deletion; the OK button spins until it settles. */
  onConfirm: () => Promise<void>;
  onCancel: () => void;
}

/**
 * The binding delete confirmation (docs/product.md#binding-texts). Its own chunk, loaded on the first delete:
 * antd's Modal weighs ≈10 kB gzip that a list page does not need until then.
 */
export default function ConfirmDeleteDialog({ onConfirm, onCancel }: Props) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Modal
      open
      width={416}
      title={
        <span className="confirm-delete__title">
          <ExclamationCircleFilled className="confirm-delete__icon" aria-hidden />
          {t('confirm.delete.title')}
        </span>
      }
      okText={t('confirm.delete.ok')}
      cancelText={t('confirm.cancel')}
      okButtonProps={{ danger: true, loading: busy }}
      onOk={() => {
        setBusy(true);
        void onConfirm().finally(() => setBusy(false));
      }}
      onCancel={onCancel}
      mask={{ closable: false }}
    >
      {t('confirm.delete.content')}
    </Modal>
  );
}
