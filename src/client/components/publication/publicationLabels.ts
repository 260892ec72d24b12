import type { PublicationKind } from '../../../shared/publication/rules';

/** Where each kind's form labels are in locales/ (as its merge dialog names them). */
export const LABEL_PREFIXES: Readonly<Record<PublicationKind, readonly string[]>> = {
  developers: ['developers.form'],
  projects: ['projects.form'],
  'team-members': ['team.form'],
  'home-assets': ['homeAssets.form'],
  meta: ['seo.form'],
};
