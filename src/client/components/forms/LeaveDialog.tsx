import { Modal } from 'antd';
import { useIntl } from 'react-intl';

interface Props {
  onLeave: () => void;
  onStay: () => void;
}

/** "Leave without saving?" — its own chunk: antd's Modal is ≈28 kB gzip that a form page rarely needs. */
export default function LeaveDialog({ onLeave, onStay }: Props) {
  const intl = useIntl();
  return (
    <Modal
      open
      title={intl.formatMessage({ id: 'form.unsaved.title' })}
      okText={intl.formatMessage({ id: 'form.unsaved.leave' })}
      cancelText={intl.formatMessage({ id: 'form.unsaved.stay' })}
      okButtonProps={{ danger: true }}
      onOk={onLeave}
      onCancel={onStay}
    >
      {intl.formatMessage({ id: 'form.unsaved.content' })}
    </Modal>
  );
}
