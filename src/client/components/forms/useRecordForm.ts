import type { FormInstance } from 'antd';
import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { serverFieldErrors } from '../../utils/formErrors';
import { useMayCall } from '../../utils/useMayCall';
import { errorMessageOf, translateServerMessage } from '../../utils/serverMessage';
import { publicationMessages } from '../../../shared/publication/rules';
import { toast } from '../toast/toastStore';
import { PendingEditsSlot, type PendingEdits } from '../publication/pendingEdits';
import { translatePublicationMessage } from '../publication/publicationMessage';
import { useStaleMerge, type VersionedRecord } from './useStaleMerge';

interface Options<Values, R> {
  form: FormInstance<Values>;
  isEdit: boolean;
  /** Where a successful add goes (the resource's list); an edit stays on the page. */
  listPath: string;
  /** Wire keys of the server's field errors that the form names differently (`gallery_ids` → `gallery`). */
  aliases?: Record<string, string>;
  /**
   * Sends the values; resolves on success (an unwrapped RTK Query mutation), rejects with its error. `version`
   * is the record's version the form holds, for the request's If-Match (docs/api.md#record-versions).
   */
  save: (values: Values, version: number | undefined) => Promise<unknown>;
  /** The record being edited, with its version: a stale save opens the merge dialog (useStaleMerge). */
  versioned?: VersionedRecord<R, Values>;
  /** The resource's admin API path: a role that may not write it gets the form read-only. */
  apiPath?: string;
  /**
   * The save goes to the record's draft (docs/product.md#publishing): its success is the server's message
   * ("Draft saved") rather than the binding update text.
   */
  asDraft?: boolean;
}

/**
 * What every add/edit form does around its fields: remembers unsaved changes for the leave guard, saves
 * with the version it loaded, shows the binding success or failure toast (docs/product.md#binding-texts),
 * puts the server's 422/409 field errors on their fields, and turns a stale save's 412 into the merge
 * dialog (`mergeDialog`, to render inside the form). Its `pendingEdits` let the publication bar save what
 * the form holds before publishing; a form under PublishedRecordLoader hands them to the bar by itself.
 */
export function useRecordForm<Values, R = unknown>({
  form,
  isEdit,
  listPath,
  aliases,
  save,
  apiPath,
  versioned,
  asDraft = false,
}: Options<Values, R>) {
  const intl = useIntl();
  const may = useMayCall();
  // Any id stands for the record: the permission is the route's (src/shared/permissions.ts).
  const readOnly =
    apiPath !== undefined && !may(isEdit ? 'PUT' : 'POST', isEdit ? `${apiPath}/1` : apiPath);
  const navigate = useNavigate();
  const dirtyRef = useRef(false);
  const [saving, setSaving] = useState(false);
  const merge = useStaleMerge(form, versioned, () => dirtyRef.current);

  const onValuesChange = useCallback(() => {
    dirtyRef.current = true;
  }, []);

  /** Saves the values; true when they were saved. */
  const onFinish = async (values: Values): Promise<boolean> => {
    setSaving(true);
    try {
      const result = await save(values, merge.version());
      merge.saved(result);
      // Cleared before navigating, so the leave guard does not ask about changes that are saved.
      dirtyRef.current = false;
      toast.success(
        asDraft
          ? translatePublicationMessage(
              intl,
              (result as { message?: string } | undefined)?.message ??
                publicationMessages.draftSaved,
            )
          : intl.formatMessage({ id: isEdit ? 'success.update' : 'success.add' }),
      );
      if (!isEdit) navigate(listPath);
      return true;
    } catch (error) {
      if (merge.stale(error, values, (merged) => void onFinish(merged))) return false;
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
      return false;
    } finally {
      setSaving(false);
    }
  };

  const finishRef = useRef(onFinish);
  finishRef.current = onFinish;
  const pendingEdits = useMemo<PendingEdits>(
    () => ({
      unsaved: () => dirtyRef.current,
      save: async () => {
        let values: Values;
        try {
          values = await form.validateFields();
        } catch {
          // The fields show their errors, as the Save button's check does.
          const [first] = form.getFieldsError().filter(({ errors }) => errors.length > 0);
          if (first) form.scrollToField(first.name, { block: 'center' });
          return undefined;
        }
        return (await finishRef.current(values)) ? merge.version() : undefined;
      },
    }),
    // merge.version reads a ref: the object stays the same for the form's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [form],
  );
  const slot = useContext(PendingEditsSlot);
  useEffect(() => {
    if (!slot || !isEdit) return undefined;
    slot.current = pendingEdits;
    return () => {
      if (slot.current === pendingEdits) slot.current = null;
    };
  }, [slot, isEdit, pendingEdits]);

  return {
    onFinish,
    onValuesChange,
    saving,
    dirtyRef,
    readOnly,
    mergeDialog: merge.dialog,
    pendingEdits,
  };
}
