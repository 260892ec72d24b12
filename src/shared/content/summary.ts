/**
 * GET /api/admin/content-summary: what an editor's home shows (docs/product.md#home-dashboard) — per kind of
 * content how much is published and how much is still a draft (unpublished), the latest drafts to finish,
 * and the website pages whose SEO texts need work.
 */
import { Type, type Static } from 'typebox';
import { IdSchema, literals } from '../common/schemas';
import { CONTENT_SUMMARY_DRAFTS, CONTENT_SUMMARY_KINDS, type ContentSummaryKind } from './rules';

export { CONTENT_SUMMARY_DRAFTS, CONTENT_SUMMARY_KINDS, type ContentSummaryKind };

const CountsSchema = Type.Object({
  published: Type.Integer({ minimum: 0 }),
  drafts: Type.Integer({ minimum: 0 }),
});

export const ContentDraftSchema = Type.Object({
  kind: literals(CONTENT_SUMMARY_KINDS),
  id: IdSchema,
  name: Type.Object({ en: Type.String(), ar: Type.String() }),
  updated_at: Type.String(),
});

export const ContentSummarySchema = Type.Object({
  counts: Type.Object({
    developers: CountsSchema,
    projects: CountsSchema,
    team_members: CountsSchema,
  }),
  /** The most recently changed drafts, newest first (at most CONTENT_SUMMARY_DRAFTS). */
  drafts: Type.Array(ContentDraftSchema),
  seo: Type.Object({
    pages: Type.Integer({ minimum: 0 }),
    /** Pages missing a title or description, an Arabic text, or over a recommended length. */
    needing_work: Type.Integer({ minimum: 0 }),
  }),
});

export type ContentSummary = Static<typeof ContentSummarySchema>;
export type ContentDraft = Static<typeof ContentDraftSchema>;
