import { createContext, type MutableRefObject } from 'react';

/**
 * The edits a record's form holds but has not saved, as the publication bar sees them: Publish saves them to
 * the draft first rather than publishing the draft without them (docs/product.md#publishing).
 */
export interface PendingEdits {
  /** Whether the form has changes not yet saved. */
  unsaved(): boolean;
  /**
   * Saves them as the form's Save does (its checks, its toasts, a stale save's merge dialog); the record's
   * version after the save, or undefined when nothing was saved (a field's error, a refusal, a merge to make).
   */
  save(): Promise<number | undefined>;
}

/** Where the form under a record's publication bar puts its pending edits (PublishedRecordLoader gives it). */
export const PendingEditsSlot = createContext<MutableRefObject<PendingEdits | null> | null>(null);
