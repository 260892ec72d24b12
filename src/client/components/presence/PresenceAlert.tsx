import { Alert } from 'antd';

/** The notice itself, loaded with antd's Alert only when someone else has the record open. */
export default function PresenceAlert({
  title,
  description,
}: {
  title: string;
  description: string;
}) {
  return (
    <Alert
      className="presence-notice"
      type="info"
      showIcon
      role="status"
      title={title}
      description={description}
    />
  );
}
