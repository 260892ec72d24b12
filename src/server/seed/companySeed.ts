/** Demo company: a Dubai brokerage with a bilingual address, contacts, social links and a generated logo. */
import { updateCompany } from '../company/companyRepository';
import type { SeedContext } from './seedContext';

export async function seedCompany(ctx: SeedContext): Promise<void> {
  const logoId = await ctx.image({
    label: 'Palm Crest',
    collection: 'logo',
    width: 512,
    height: 512,
    hue: 38,
  });
  await updateCompany(ctx.db, {
    name: 'Palm Crest Properties',
    logo_id: logoId,
    email: 'hello@palmcrest.ae',
    phone: '+971 4 456 7890',
    whatsapp: '+971 50 123 4567',
    address: {
      en: 'Office 1204, Marina Plaza, Dubai Marina, Dubai, United Arab Emirates',
      ar: 'مكتب 1204، مارينا بلازا، دبي مارينا، دبي، الإمارات العربية المتحدة',
    },
    default_currency: 'AED',
    require_arabic_to_publish: false,
    social: {
      instagram: 'https://www.instagram.com/palmcrestproperties',
      linkedin: 'https://www.linkedin.com/company/palm-crest-properties',
      x: 'https://x.com/palmcrest_ae',
      youtube: 'https://www.youtube.com/@palmcrestproperties',
      facebook: 'https://www.facebook.com/palmcrestproperties',
      tiktok: null,
    },
  });
  ctx.log('company: Palm Crest Properties with its logo');
}
