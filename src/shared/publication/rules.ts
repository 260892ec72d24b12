/**
 * Drafts and publishing (docs/product.md#publishing): which records have them, what each needs before its
 * Arabic counts as complete, the routes under a record, and the server's messages. Plain values, no schema
 * library, so the client's screens import them cheaply; the contract's schemas are in schemas.ts.
 */
import { adminPaths } from '../common/apiPaths';
import type { Translatable } from '../common/translatable';

/**
 * The kinds of record that have drafts, published versions, schedules and preview links, named as their
 * admin paths are (and as presence names them): `meta` is the SEO pages, whose page key plays the id.
 */
export const PUBLICATION_KINDS = [
  'developers',
  'projects',
  'team-members',
  'home-assets',
  'meta',
] as const;
export type PublicationKind = (typeof PUBLICATION_KINDS)[number];

/** Each kind's one-record admin route, which the publication routes hang under. */
export const PUBLICATION_RECORD_ROUTES: Readonly<Record<PublicationKind, string>> = {
  developers: `${adminPaths.developers}/:id`,
  projects: `${adminPaths.projects}/:id`,
  'team-members': `${adminPaths.teamMembers}/:id`,
  'home-assets': `${adminPaths.homeAssets}/:id`,
  meta: `${adminPaths.meta}/:page`,
};

/** The routes under a record (docs/api.md#drafts-and-publishing), after `/<resource>/{id}`. */
export const publicationPaths = {
  draft: '/draft',
  publish: '/publish',
  unpublish: '/unpublish',
  schedule: '/schedule',
  versions: '/versions',
  /** `/versions/{version}` and, with `/restore` after it, the restore. */
  version: (number: number | string) => `/versions/${number}`,
  restore: '/restore',
  preview: '/preview',
} as const;

/**
 * The translatable fields each kind's form marks required in English (the schema's `en` may not be blank):
 * English is complete when each is filled in English, Arabic when each is filled in Arabic. Home assets
 * require none. `__tests__/shared/publicationRules.test.ts` checks this against the input schemas.
 */
export const PUBLICATION_REQUIRED_TEXTS: Readonly<Record<PublicationKind, readonly string[]>> = {
  developers: ['name'],
  projects: ['name', 'city'],
  'team-members': ['name', 'position'],
  'home-assets': [],
  meta: ['title'],
};

export interface LanguageCompleteness {
  complete: boolean;
  /** The required fields blank in this language, in the order above. */
  missing: string[];
}
export interface Completeness {
  en: LanguageCompleteness;
  ar: LanguageCompleteness;
}

const blank = (text: unknown): boolean => typeof text !== 'string' || text.trim() === '';

/** How complete a record (its draft when it has one, as its input) is in each language. */
export function completenessOf(
  kind: PublicationKind,
  record: Record<string, unknown>,
): Completeness {
  const of = (language: 'en' | 'ar'): LanguageCompleteness => {
    const missing = PUBLICATION_REQUIRED_TEXTS[kind].filter((field) =>
      blank((record[field] as Partial<Translatable> | undefined)?.[language]),
    );
    return { complete: missing.length === 0, missing };
  };
  return { en: of('en'), ar: of('ar') };
}

/** How long a preview link works. */
export const PREVIEW_TTL_HOURS = 24;

/** Messages the publication routes answer; the client translates them (publication.server.* in locales/). */
export const publicationMessages = {
  noDraft: 'There is no draft.',
  draftSaved: 'Draft saved',
  draftDiscarded: 'Draft discarded',
  published: 'Published',
  unpublished: 'Unpublished',
  nothingToPublish: 'Nothing to publish.',
  arabicIncomplete: 'Arabic is incomplete: fill its required fields before publishing.',
  alwaysPublished: 'SEO pages are always published: they cannot be unpublished.',
  scheduleSaved: 'Schedule saved',
  inThePast: 'The time has already passed: choose a time in the future.',
  unpublishBeforePublish: 'Unpublishing must come after publishing.',
  versionRestored: 'Version restored as a draft',
} as const;
