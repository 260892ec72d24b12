import type { FormInstance } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { toast } from '../../../components/toast/toastStore';
import { translateAccountMessage } from '../accountMessage';
import { serverFieldErrors } from '../../../utils/formErrors';
import { errorMessageOf, translateServerMessage } from '../../../utils/serverMessage';

interface Options<Values> {
  form: FormInstance<Values>;
  /** Wire keys the form names differently (`avatar_id` → `avatar`). */
  aliases?: Record<string, string>;
  /** Message ids of the toasts; the server's own message is used when these are absent. */
  successId?: string;
  failureId: string;
}

/**
 * Saving one of the profile's forms: the success toast, and on failure the server's field errors on their
 * fields (translated) with the failure toast.
 */
export function useAccountSave<Values>({ form, aliases, successId, failureId }: Options<Values>) {
  const intl = useIntl();
  const [saving, setSaving] = useState(false);

  /** `handled`: a failure the form deals with itself (a stale save's merge), with no toast. */
  const run = async (
    save: () => Promise<{ message: string }>,
    handled?: (error: unknown) => boolean,
  ): Promise<boolean> => {
    setSaving(true);
    try {
      const result = await save();
      toast.success(
        successId
          ? intl.formatMessage({ id: successId })
          : translateAccountMessage(intl, result.message),
      );
      return true;
    } catch (error) {
      if (handled?.(error)) return false;
      const fields = serverFieldErrors(error, intl, aliases).map((field) => ({
        ...field,
        errors: field.errors.map((message) => translateAccountMessage(intl, message)),
      }));
      if (fields.length > 0) {
        // The field says what is wrong; a toast beside it would say it twice.
        form.setFields(fields as Parameters<typeof form.setFields>[0]);
      } else {
        const message = errorMessageOf(error);
        toast.error(
          message && error && (error as { status?: unknown }).status === 429
            ? translateServerMessage(intl, message)
            : intl.formatMessage({ id: failureId }),
          error,
        );
      }
      return false;
    } finally {
      setSaving(false);
    }
  };

  return { run, saving };
}
