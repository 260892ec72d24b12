import { Button, Space } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import './recordForm.css';

/** Save, and a way back to the list (the unsaved-changes guard asks first when needed). */
export function FormActions({ saving, listPath }: { saving: boolean; listPath: string }) {
  const intl = useIntl();
  return (
    <Space className="record-form__actions">
      <Button type="primary" htmlType="submit" loading={saving}>
        {intl.formatMessage({ id: 'form.save' })}
      </Button>
      <Link to={listPath}>{intl.formatMessage({ id: 'form.backToList' })}</Link>
    </Space>
  );
}
