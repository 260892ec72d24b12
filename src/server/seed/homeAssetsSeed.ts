/**
 * Demo home page assets: hero slides, promotional banners and partner logos, in English and Arabic, with
 * one slide scheduled for a coming campaign and one expired banner so the admin grid shows every state.
 */
import type { HomeAssetInput, HomeAssetSection } from '../../shared/homeAssets/schemas';
import type { Translatable } from '../../shared/common/schemas';
import { createHomeAsset } from '../homeAssets/homeAssetWriteRepository';
import type { SeedContext } from './seedContext';

const DAY = 24 * 60 * 60 * 1000;
const t = (en: string, ar: string): Translatable => ({ en, ar });
const NONE = t('', '');

interface DemoAsset {
  section: HomeAssetSection;
  title: Translatable;
  subtitle?: Translatable;
  cta?: { label: Translatable; url: string };
  /** Days from now; the window is open on a side that is not given. */
  startsIn?: number;
  endsIn?: number;
  hue: number;
}

const HERO: DemoAsset[] = [
  {
    section: 'hero',
    title: t('Waterfront living in Dubai Marina', 'الحياة على الواجهة البحرية في دبي مارينا'),
    subtitle: t(
      'Handpicked off-plan and ready homes with flexible payment plans',
      'منازل مختارة على الخارطة وجاهزة للسكن مع خطط دفع مرنة',
    ),
    cta: { label: t('Explore projects', 'استكشف المشاريع'), url: 'https://example.com/projects' },
    hue: 200,
  },
  {
    section: 'hero',
    title: t('Your Golden Visa starts at home', 'إقامتك الذهبية تبدأ من منزلك'),
    subtitle: t(
      'Invest AED 2 million in property and qualify for a ten-year residence',
      'استثمر مليوني درهم في العقارات واحصل على إقامة لمدة عشر سنوات',
    ),
    cta: {
      label: t('Talk to a consultant', 'تحدث إلى مستشار'),
      url: 'https://example.com/consulting',
    },
    hue: 40,
  },
  {
    section: 'hero',
    title: t('Villas on Saadiyat Island', 'فلل في جزيرة السعديات'),
    subtitle: t(
      'Beachfront homes minutes from the Louvre Abu Dhabi',
      'منازل على الشاطئ قرب متحف اللوفر أبوظبي',
    ),
    cta: { label: t('Book a viewing', 'احجز معاينة'), url: 'https://example.com/contact' },
    hue: 160,
  },
  {
    section: 'hero',
    title: t('Ramadan offers', 'عروض رمضان'),
    subtitle: t('Zero commission on selected projects', 'بدون عمولة على مشاريع مختارة'),
    cta: { label: t('See the offers', 'شاهد العروض'), url: 'https://example.com/offers' },
    startsIn: 30,
    endsIn: 60,
    hue: 280,
  },
];

const BANNERS: DemoAsset[] = [
  {
    section: 'banner',
    title: t('Sell your property with us', 'بع عقارك معنا'),
    subtitle: t('A free valuation within 48 hours', 'تقييم مجاني خلال ٤٨ ساعة'),
    cta: { label: t('Get a valuation', 'احصل على تقييم'), url: 'https://example.com/sell' },
    hue: 10,
  },
  {
    section: 'banner',
    title: t('Cityscape Global 2026', 'سيتي سكيب جلوبال ٢٠٢٦'),
    subtitle: t('Meet our team at stand B21', 'قابل فريقنا في الجناح B21'),
    startsIn: -40,
    endsIn: -10,
    hue: 320,
  },
];

const PARTNERS: DemoAsset[] = [
  { section: 'partners', title: t('Emaar Properties', 'إعمار العقارية'), hue: 220 },
  { section: 'partners', title: t('Aldar Properties', 'الدار العقارية'), hue: 100 },
  { section: 'partners', title: t('DAMAC Properties', 'داماك العقارية'), hue: 0 },
  { section: 'partners', title: t('Nakheel', 'نخيل'), hue: 60 },
  { section: 'partners', title: t('Sobha Realty', 'شوبا العقارية'), hue: 30 },
];

const SIZES: Record<HomeAssetSection, { width: number; height: number }> = {
  hero: { width: 1600, height: 700 },
  banner: { width: 1200, height: 400 },
  partners: { width: 400, height: 200 },
};

export async function seedHomeAssets(ctx: SeedContext): Promise<void> {
  const at = (days: number | undefined) =>
    days === undefined ? null : new Date(ctx.now.getTime() + days * DAY).toISOString();
  for (const asset of [...HERO, ...BANNERS, ...PARTNERS]) {
    const media = await ctx.image({
      label: asset.title.en,
      collection: asset.section,
      hue: asset.hue,
      ...SIZES[asset.section],
    });
    const mobile =
      asset.section === 'hero'
        ? await ctx.image({
            label: asset.title.en,
            collection: 'mobile',
            hue: asset.hue,
            width: 750,
            height: 1000,
          })
        : null;
    const input: HomeAssetInput = {
      section: asset.section,
      type: 'image',
      media_id: media,
      mobile_media_id: mobile,
      poster_id: null,
      title: asset.title,
      subtitle: asset.subtitle ?? NONE,
      alt: asset.title,
      cta_label: asset.cta?.label ?? NONE,
      cta_url: asset.cta?.url ?? null,
      is_active: true,
      starts_at: at(asset.startsIn),
      ends_at: at(asset.endsIn),
    };
    await createHomeAsset(ctx.db, input);
  }
  ctx.log(
    `home assets: ${HERO.length} hero slides, ${BANNERS.length} banners, ${PARTNERS.length} partners`,
  );
}
