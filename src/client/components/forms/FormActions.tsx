import { Button, Space } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import './recordForm.css';

/**
 * Save, and a way back to the list (the unsaved-changes guard asks first when needed). A role that may
 * only read the record is told so instead of offered a Save the server would refuse.
 */
export function FormActions({
  saving,
  listPath,
  readOnly = false,
  asDraft = false,
}: {
  saving: boolean;
  listPath: string;
  readOnly?: boolean;
  /** The save goes to the record's draft (docs/product.md#publishing): the button says so. */
  asDraft?: boolean;
}) {
  const intl = useIntl();
  return (
    <Space className="record-form__actions">
      {readOnly ? (
        <span role="note">{intl.formatMessage({ id: 'form.readOnly' })}</span>
      ) : (
        <Button type="primary" htmlType="submit" loading={saving}>
          {intl.formatMessage({ id: asDraft ? 'publication.saveDraft' : 'form.save' })}
        </Button>
      )}
      <Link to={listPath}>{intl.formatMessage({ id: 'form.backToList' })}</Link>
    </Space>
  );
}
