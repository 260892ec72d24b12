/**
 * A content resource as drafts and publishing see it (publication/publishable.ts), built from its write path
 * (contentRepository.ts): the same checks, columns and media as its PUT, and its rows read through its own
 * wire conversion, with a draft's columns and files in place of the row's for a draft.
 */
import type { TObject } from 'typebox';
import type { Json, Publishable, PublishedRecord } from '../publication/publishable';
import { claimVersion } from '../recordVersions/recordVersionRepository';
import { slotMedia } from '../uploads/mediaSlots';
import {
  CONTENT_ENTITY,
  CONTENT_KIND,
  PUBLISHED_FLAG,
  clearPublishedFlag,
  writeContent,
  type ContentWriteSpec,
} from './contentRepository';

export function contentPublishable<I, R extends { id: number }, T>(
  spec: ContentWriteSpec<I, R, T>,
  options: { input: TObject; publicPath: (record: PublishedRecord) => string },
): Publishable {
  const asInput = (input: Json) => input as I;
  return {
    kind: CONTENT_KIND[spec.table],
    entity: CONTENT_ENTITY[spec.table],
    flag: PUBLISHED_FLAG[spec.table],
    input: options.input,
    async find(db, id) {
      const row = await spec.row(db, Number(id));
      return row && ((await spec.toWire(db, [row]))[0] as unknown as PublishedRecord);
    },
    async applied(db, id, input) {
      const row = await spec.row(db, Number(id));
      if (!row) throw new Error(`${spec.table} ${id} is gone`);
      const draft = { ...row, ...spec.columns(asInput(input)) };
      const media = await slotMedia(db, spec.slots(asInput(input)));
      const [record] = await spec.toWire(db, [draft], new Map([[row.id, media]]));
      return record as unknown as PublishedRecord;
    },
    claim: (db, id, expected) => claimVersion(db, spec.table, Number(id), expected),
    check: (db, id, input) => spec.check(db, asInput(input), Number(id)),
    write: (db, id, input, audit) => writeContent(spec, db, Number(id), asInput(input), audit),
    unpublish: (db, id) => clearPublishedFlag(db, spec.table, Number(id)),
    slots: (input) => spec.slots(asInput(input)),
    owner: async (_db, id) => ({ modelType: spec.modelType, modelId: Number(id) }),
    publicPath: options.publicPath,
  };
}
