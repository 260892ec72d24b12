import type { FormInstance } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { serverFieldErrors } from '../../utils/formErrors';
import { useMayCall } from '../../utils/useMayCall';
import { errorMessageOf, translateServerMessage } from '../../utils/serverMessage';
import { toast } from '../toast/toastStore';

interface Options<Values> {
  form: FormInstance<Values>;
  isEdit: boolean;
  /** Where a successful add goes (the resource's list); an edit stays on the page. */
  listPath: string;
  /** Wire keys of the server's field errors that the form names differently (`gallery_ids` → `gallery`). */
  aliases?: Record<string, string>;
  /** Sends the values; resolves on success (an unwrapped RTK Query mutation), rejects with its error. */
  save: (values: Values) => Promise<unknown>;
  /** The resource's admin API path: a role that may not write it gets the form read-only. */
  apiPath?: string;
}

/**
 * What every add/edit form does around its fields: remembers unsaved changes for the leave guard, saves,
 * shows the binding success or failure toast (docs/product.md#binding-texts), and puts the server's 422/409
 * field errors on their fields.
 */
export function useRecordForm<Values>({
  form,
  isEdit,
  listPath,
  aliases,
  save,
  apiPath,
}: Options<Values>) {
  const intl = useIntl();
  const may = useMayCall();
  // Any id stands for the record: the permission is the route's (src/shared/permissions.ts).
  const readOnly =
    apiPath !== undefined && !may(isEdit ? 'PUT' : 'POST', isEdit ? `${apiPath}/1` : apiPath);
  const navigate = useNavigate();
  const dirtyRef = useRef(false);
  const [saving, setSaving] = useState(false);

  const onValuesChange = useCallback(() => {
    dirtyRef.current = true;
  }, []);

  const onFinish = async (values: Values) => {
    setSaving(true);
    try {
      await save(values);
      // Cleared before navigating, so the leave guard does not ask about changes that are saved.
      dirtyRef.current = false;
      toast.success(intl.formatMessage({ id: isEdit ? 'success.update' : 'success.add' }));
      if (!isEdit) navigate(listPath);
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, intl, aliases);
      const fallback = intl.formatMessage({ id: isEdit ? 'errors.update' : 'errors.add' });
      if (fieldErrors.length > 0) {
        form.setFields(fieldErrors as Parameters<typeof form.setFields>[0]);
        form.scrollToField(fieldErrors[0]!.name, { block: 'center' });
        toast.error(fallback);
      } else {
        const message = errorMessageOf(error);
        toast.error(message ? translateServerMessage(intl, message) : fallback, error);
      }
    } finally {
      setSaving(false);
    }
  };

  return { onFinish, onValuesChange, saving, dirtyRef, readOnly };
}
