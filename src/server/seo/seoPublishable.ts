/**
 * The SEO pages as drafts and publishing see them (publication/publishable.ts): a page's key is its id, and a
 * page is always on the website, so it has no flag and cannot be unpublished (docs/product.md#publishing).
 * Its writes, checks and reads are the page's own (seoPageRepository.ts).
 */
import { publicPaths } from '../../shared/common/apiPaths';
import { SeoPageInputSchema, type SeoPageInput } from '../../shared/seo/schemas';
import type { Publishable, PublishedRecord } from '../publication/publishable';
import { claimVersion } from '../recordVersions/recordVersionRepository';
import { slotMedia } from '../uploads/mediaSlots';
import {
  SEO_MODEL_TYPE,
  checkSeoPage,
  seoPageColumns,
  seoPageRow,
  seoPageSlots,
  seoPageToWire,
  writeSeoPage,
} from './seoPageRepository';

type Input = Record<string, unknown>;
const asInput = (input: Input) => input as SeoPageInput;

/** The page's row; a page must exist before any of these is called (the routes answer 404 first). */
async function rowOf(db: Parameters<typeof seoPageRow>[0], page: string) {
  const row = await seoPageRow(db, page);
  if (!row) throw new Error(`SEO page ${page} is not in the registry`);
  return row;
}

export const seoPublishable: Publishable = {
  kind: 'meta',
  entity: 'seo-page',
  flag: null,
  input: SeoPageInputSchema,
  async find(db, page) {
    const row = await seoPageRow(db, page);
    return row && ((await seoPageToWire(db, row)) as unknown as PublishedRecord);
  },
  async applied(db, page, input) {
    const row = await rowOf(db, page);
    const draft = { ...row, ...seoPageColumns(asInput(input)) };
    const media = new Map([[row.id, await slotMedia(db, seoPageSlots(asInput(input)))]]);
    return (await seoPageToWire(db, draft, media)) as unknown as PublishedRecord;
  },
  async claim(db, page, expected) {
    const row = await seoPageRow(db, page);
    return row && claimVersion(db, 'seo_pages', row.id, expected);
  },
  check: async (db, page, input) => checkSeoPage(db, await rowOf(db, page), asInput(input)),
  write: (db, page, input, audit) => writeSeoPage(db, page, asInput(input), audit),
  unpublish: () => Promise.reject(new Error('SEO pages cannot be unpublished')),
  slots: (input) => seoPageSlots(asInput(input)),
  owner: async (db, page) => ({ modelType: SEO_MODEL_TYPE, modelId: (await rowOf(db, page)).id }),
  publicPath: (record) => `${publicPaths.meta}/${String(record.page)}`,
};
