import { LockOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState, type FormEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { isApiErrorBody } from '../../../../shared/common/errors';
import { toast } from '../../../components/toast/toastStore';
import { errorMessageOf, translateServerMessage } from '../../../utils/serverMessage';
import { AuthCard } from './AuthCard';
import { LoginField } from './LoginField';
import { Password } from '../../../components/antdInput';

export interface NewPasswordErrors {
  password?: string;
  password_confirmation?: string;
}

export interface NewPasswordValues {
  password: string;
  password_confirmation: string;
}

/** What the router passes in: the password rules belong to the profile feature (app/pages). */
export interface NewPasswordRules {
  /** The new password's problems as message ids: the same checks as the profile's password change. */
  checkNewPassword: (password: string, confirmation: string) => NewPasswordErrors;
  /** The account routes' messages in the user's language. */
  translateMessage: (intl: IntlShape, message: string) => string;
}

interface Props extends NewPasswordRules {
  /** The fields' ids and the texts' keys: auth.<name>.title, .subtitle, .password, .confirmation, .submit, .failed. */
  name: 'reset' | 'invitation';
  /** Sends the password with the link's token; rejects with the server's answer. */
  submit: (values: NewPasswordValues) => Promise<unknown>;
  loading: boolean;
  /** The server's message for a link that no longer works: the page then says so. */
  invalidMessage: string;
  onInvalid: () => void;
  onDone: () => void;
}

/**
 * A new password and its confirmation, set through an emailed link (a password reset, an invitation): checked
 * as the profile checks a password change, then the server's field errors on their fields.
 */
export function NewPasswordForm({
  name,
  submit,
  loading,
  invalidMessage,
  onInvalid,
  onDone,
  ...rules
}: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [values, setValues] = useState<NewPasswordValues>({
    password: '',
    password_confirmation: '',
  });
  const [errors, setErrors] = useState<NewPasswordErrors>({});

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values.password || !values.password_confirmation) {
      setErrors({});
      toast.error(t('validation.fillAllFields'));
      return;
    }
    const found = rules.checkNewPassword(values.password, values.password_confirmation);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await submit(values);
      onDone();
    } catch (error) {
      const data = (error as { data?: unknown }).data;
      if (isApiErrorBody(data) && data.message === invalidMessage) {
        onInvalid();
        return;
      }
      if (isApiErrorBody(data) && data.errors) {
        const pick = (key: string) => {
          const message = data.errors?.[key]?.[0];
          return message && rules.translateMessage(intl, message);
        };
        setErrors({
          password: pick('password'),
          password_confirmation: pick('password_confirmation'),
        });
      }
      const message = errorMessageOf(error);
      toast.error(
        message ? translateServerMessage(intl, message) : t(`auth.${name}.failed`),
        error,
      );
    }
  };

  const field = (key: keyof NewPasswordValues, labelId: string) => (
    <LoginField id={`${name}-${key}`} label={t(labelId)} error={errors[key]}>
      {(a11y) => (
        <Password
          {...a11y}
          prefix={<LockOutlined />}
          autoComplete="new-password"
          dir="ltr"
          value={values[key]}
          onChange={(event) => setValues({ ...values, [key]: event.target.value })}
        />
      )}
    </LoginField>
  );

  return (
    <AuthCard titleId={`auth.${name}.title`} subtitle={t(`auth.${name}.subtitle`)}>
      <form onSubmit={onSubmit} noValidate>
        {field('password', `auth.${name}.password`)}
        {field('password_confirmation', `auth.${name}.confirmation`)}
        <Button type="primary" htmlType="submit" block size="large" loading={loading}>
          {t(`auth.${name}.submit`)}
        </Button>
      </form>
    </AuthCard>
  );
}
