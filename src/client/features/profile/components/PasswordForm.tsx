import { Button, Form } from 'antd';
import { useIntl } from 'react-intl';
import { toast } from '../../../components/toast/toastStore';
import { newPasswordErrorIds } from '../passwordChecks';
import { useChangePasswordMutation } from '../profileApi';
import { useAccountSave } from './useAccountSave';
import { Password } from '../../../components/antdInput';

interface Values {
  current_password: string;
  password: string;
  password_confirmation: string;
}

const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;

/**
 * Current, new and confirmation. The binding checks (docs/product.md#binding-texts) come first ('Please fill
 * all the fields!', 'Passwords MUST MATCH'); the server then checks the current password and ends the admin's
 * other sessions.
 */
export default function PasswordForm() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [form] = Form.useForm<Values>();
  const [change] = useChangePasswordMutation();
  const { run, saving } = useAccountSave({ form, failureId: 'errors.update' });

  const onFinish = async (values: Values) => {
    form.setFields(FIELDS.map((name) => ({ name, errors: [] })));
    if (FIELDS.some((name) => !values[name])) {
      toast.error(t('validation.fillAllFields'));
      return;
    }
    const found = newPasswordErrorIds(values.password, values.password_confirmation);
    if (Object.keys(found).length > 0) {
      form.setFields(
        Object.entries(found).map(([name, id]) => ({
          name: name as keyof Values,
          errors: [intl.formatMessage({ id }, { min: 12, max: 128 })],
        })),
      );
      return;
    }
    if (await run(() => change(values).unwrap())) form.resetFields();
  };

  const field = (name: keyof Values, labelId: string, autoComplete: string) => (
    <Form.Item name={name} label={t(labelId)}>
      <Password dir="ltr" autoComplete={autoComplete} />
    </Form.Item>
  );

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      className="profile-form"
      onFinish={(values) => void onFinish(values)}
    >
      {field('current_password', 'profile.password.current', 'current-password')}
      {field('password', 'profile.password.new', 'new-password')}
      {field('password_confirmation', 'profile.password.confirm', 'new-password')}
      <p className="profile-form__hint">{t('profile.password.hint')}</p>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('profile.password.submit')}
      </Button>
    </Form>
  );
}
