/**
 * The fields whose language counts for completeness (docs/product.md#publishing) are exactly the translatable
 * fields each kind's input requires in English, so the rule cannot drift from the forms' and schemas' own.
 */
import type { TObject, TSchema } from 'typebox';
import { DeveloperInputSchema } from '../../src/shared/content/developers';
import { ProjectInputSchema } from '../../src/shared/content/projects';
import { TeamMemberInputSchema } from '../../src/shared/content/teamMembers';
import { HomeAssetInputSchema } from '../../src/shared/homeAssets/schemas';
import {
  PUBLICATION_KINDS,
  PUBLICATION_REQUIRED_TEXTS,
  completenessOf,
  type PublicationKind,
} from '../../src/shared/publication/rules';
import { SeoPageInputSchema } from '../../src/shared/seo/schemas';

const INPUTS: Record<PublicationKind, TObject> = {
  developers: DeveloperInputSchema,
  projects: ProjectInputSchema,
  'team-members': TeamMemberInputSchema,
  'home-assets': HomeAssetInputSchema,
  meta: SeoPageInputSchema,
};

type Props = Record<string, TSchema & { properties?: Record<string, { minLength?: number }> }>;

/** The `{ en, ar }` fields whose English may not be blank. */
function requiredTexts(schema: TObject): string[] {
  return Object.entries(schema.properties as Props)
    .filter(([, field]) => {
      const props = field.properties;
      return (
        props && Object.keys(props).sort().join() === 'ar,en' && (props.en!.minLength ?? 0) > 0
      );
    })
    .map(([key]) => key);
}

describe('completeness', () => {
  it.each(PUBLICATION_KINDS)('counts the texts %s requires in English', (kind) => {
    expect(PUBLICATION_REQUIRED_TEXTS[kind]).toEqual(requiredTexts(INPUTS[kind]));
  });

  it('says each language complete when each required text is filled in it', () => {
    expect(
      completenessOf('team-members', {
        name: { en: 'Sara Ahmed', ar: 'سارة أحمد' },
        position: { en: 'Broker', ar: '  ' },
      }),
    ).toEqual({
      en: { complete: true, missing: [] },
      ar: { complete: false, missing: ['position'] },
    });
    expect(completenessOf('home-assets', {})).toEqual({
      en: { complete: true, missing: [] },
      ar: { complete: true, missing: [] },
    });
  });
});
