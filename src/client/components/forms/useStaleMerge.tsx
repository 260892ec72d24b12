import type { FormInstance } from 'antd';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { lazyWithRetry } from '../../utils/lazyWithRetry';
import { staleCurrentOf } from '../../utils/recordVersion';
import { PresenceNotice } from '../presence/PresenceNotice';
import type { PresenceTarget } from '../presence/usePresence';
import type { MergeDialogProps } from './MergeDialog';
import { differingFields, mergedValues, type MergeField, type MergeSide } from './mergeFields';

const MergeDialog = lazyWithRetry(
  () => import(/* webpackChunkName: "merge-dialog" */ './MergeDialog'),
  'merge-dialog',
);

/** A record the form edits: the version it was loaded at travels with each save (If-Match). */
export interface VersionedRecord<R, Values> {
  record: R & { version: number };
  /** The form's values for a record: the loaded one, and the one a 412 answers. */
  valuesOf: (record: R) => Values;
  /** Where the form's field labels are (locales/), for the merge dialog. */
  labelPrefixes: readonly string[];
  /** Fields whose label is under another message id (`title` → homeAssets.form.titleField). */
  labelIds?: Record<string, string>;
  /** Where this record is, for the notice of who else has it open (docs/product.md#presence). */
  presence?: PresenceTarget;
}

interface Conflict<Values> {
  theirs: Values;
  mine: Values;
  version: number;
  fields: MergeField[];
  retry: (merged: Values) => void;
}

/**
 * No silent overwrite, on the form's side (docs/product.md#editing-together): remembers the version the
 * form loaded (and then each save's), and when a save answers 412 shows the merge dialog of what differs
 * between the record saved meanwhile and the form. Applying the choices puts them in the form and saves
 * again on the new version; cancelling leaves the form as its writer left it, on the old version, so the
 * next save asks again. Nothing typed is lost either way.
 */
export function useStaleMerge<R, Values>(
  form: FormInstance<Values>,
  versioned: VersionedRecord<R, Values> | undefined,
  isDirty: () => boolean = () => true,
) {
  const versionRef = useRef<number | undefined>(versioned?.record.version);
  const baseRef = useRef<Values | undefined>(
    versioned ? versioned.valuesOf(versioned.record) : undefined,
  );
  const [conflict, setConflict] = useState<Conflict<Values> | null>(null);

  // The page read the record again at a newer version than the form's, after a change made beside the form
  // (publishing, discarding or restoring a draft: docs/product.md#publishing). An untouched form takes it
  // up, values and version; one with changes keeps them and its version, so its save asks to merge.
  const propVersion = versioned?.record.version;
  const seenRef = useRef(propVersion);
  useEffect(() => {
    if (!versioned || propVersion === undefined || propVersion === seenRef.current) return;
    seenRef.current = propVersion;
    if (versionRef.current !== undefined && propVersion <= versionRef.current) return;
    if (isDirty()) return;
    const values = versioned.valuesOf(versioned.record);
    versionRef.current = propVersion;
    baseRef.current = values;
    form.setFieldsValue(values as Parameters<typeof form.setFieldsValue>[0]);
    // Only this render's record matters; the callbacks are the caller's and may change every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [propVersion]);

  /** After a save: its answer's record is the form's new base and version. */
  const saved = (result: unknown) => {
    const data = (result as { data?: unknown } | undefined)?.data as
      (R & { version?: unknown }) | undefined;
    if (!versioned || !data || typeof data.version !== 'number') return;
    versionRef.current = data.version;
    baseRef.current = versioned.valuesOf(data);
  };

  /** A save's error: true when it was a stale save, now in the merge dialog. */
  const stale = (error: unknown, mine: Values, retry: (merged: Values) => void): boolean => {
    const current = staleCurrentOf(error);
    if (!versioned || !current) return false;
    const theirs = versioned.valuesOf(current as R);
    const fields = differingFields(
      (baseRef.current ?? theirs) as Record<string, unknown>,
      theirs as Record<string, unknown>,
      mine as Record<string, unknown>,
    );
    if (fields.length === 0) {
      // A 412 on the very version just sent is no stale save to resolve: the caller's error handling.
      if (current.version === versionRef.current) return false;
      // They saved what the form holds: nothing to choose, only the version moved.
      versionRef.current = current.version;
      baseRef.current = theirs;
      retry(mine);
      return true;
    }
    setConflict({ theirs, mine, version: current.version, fields, retry });
    return true;
  };

  const apply = (choices: Record<string, MergeSide>) => {
    if (!conflict) return;
    const merged = mergedValues(
      conflict.mine as Record<string, unknown>,
      conflict.theirs as Record<string, unknown>,
      conflict.fields,
      choices,
    ) as Values;
    form.setFieldsValue(merged as Parameters<typeof form.setFieldsValue>[0]);
    versionRef.current = conflict.version;
    baseRef.current = conflict.theirs;
    setConflict(null);
    conflict.retry(merged);
  };

  const dialogProps: MergeDialogProps | null =
    conflict && versioned
      ? {
          fields: conflict.fields,
          labelPrefixes: versioned.labelPrefixes,
          labelIds: versioned.labelIds,
          onApply: apply,
          onCancel: () => setConflict(null),
        }
      : null;
  // Who else has the record open comes with the merge: the warning before a conflict, the dialog after.
  const dialog: ReactNode = (
    <>
      <PresenceNotice target={versioned?.presence} />
      {dialogProps && (
        <Suspense fallback={null}>
          <MergeDialog {...dialogProps} />
        </Suspense>
      )}
    </>
  );

  return {
    /** The version the next save names in If-Match (undefined for a new record). */
    version: () => versionRef.current,
    saved,
    stale,
    /**
     * The notice of who else has the record open (when `presence` names it), and the merge dialog while one
     * is open; render it inside the form's tree, above the fields.
     */
    dialog,
  };
}
