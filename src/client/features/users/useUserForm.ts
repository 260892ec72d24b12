import type { FormInstance } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { isApiErrorBody } from '../../../shared/common/errors';
import { toast } from '../../components/toast/toastStore';
import { errorMessageOf } from '../../utils/serverMessage';
import { translateUserMessage } from './userMessage';

/**
 * Sends a users form: success shows the server's message in the user's language; a 422 puts its errors on
 * the form's `fields` (translated) and its message in a toast.
 */
export function useUserForm<Values>(
  form: FormInstance<Values>,
  fields: readonly string[],
  save: (values: Values) => Promise<{ message?: string }>,
) {
  const intl = useIntl();
  const [saving, setSaving] = useState(false);
  const onFinish = async (values: Values) => {
    setSaving(true);
    try {
      const answer = await save(values);
      if (answer.message) toast.success(translateUserMessage(intl, answer.message));
    } catch (error) {
      const data = (error as { data?: unknown }).data;
      const errors = isApiErrorBody(data) ? (data.errors ?? {}) : {};
      form.setFields(
        Object.entries(errors)
          .filter(([name]) => fields.includes(name))
          .map(([name, messages]) => ({
            name: name as never,
            errors: messages.map((message) => translateUserMessage(intl, message)),
          })),
      );
      const message = errorMessageOf(error);
      toast.error(
        message ? translateUserMessage(intl, message) : intl.formatMessage({ id: 'errors.update' }),
        error,
      );
    } finally {
      setSaving(false);
    }
  };
  return { onFinish, saving };
}
