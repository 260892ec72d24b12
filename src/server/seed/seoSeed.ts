/**
 * Demo SEO metadata for every registry page, in English and Arabic, written through the repository (so
 * the texts meet the same rules as an admin's). The home page gets an Open Graph image; titles stay
 * within the recommended lengths so the demo /meta list starts "complete" except where noted.
 */
import type { SeoPageInput, SeoPageKey } from '../../shared/seo/schemas';
import { updateSeoPage } from '../seo/seoPageRepository';
import type { SeedContext } from './seedContext';

type Texts = Pick<SeoPageInput, 'title' | 'description' | 'keywords'>;

const T = (en: string, ar: string) => ({ en, ar });

const SEO_DEMO: Record<SeoPageKey, Texts> = {
  home: {
    title: T('Luxury Homes & Off-Plan Projects in Dubai', 'منازل فاخرة ومشاريع على الخارطة في دبي'),
    description: T(
      'Explore off-plan and ready apartments, villas and townhouses from trusted Gulf developers, with flexible payment plans.',
      'اكتشف الشقق والفلل والتاون هاوس الجاهزة وعلى الخارطة من مطورين موثوقين في الخليج مع خطط دفع مرنة.',
    ),
    keywords: T(
      'dubai real estate, off-plan, villas, apartments',
      'عقارات دبي، على الخارطة، فلل، شقق',
    ),
  },
  about: {
    title: T(
      'About Us | Trusted Gulf Real Estate Advisors',
      'من نحن | مستشارون عقاريون موثوقون في الخليج',
    ),
    description: T(
      'For over 15 years we have helped buyers and investors find the right property across the UAE and Saudi Arabia.',
      'منذ أكثر من 15 عامًا نساعد المشترين والمستثمرين على إيجاد العقار المناسب في الإمارات والسعودية.',
    ),
    keywords: T('real estate agency, property advisors', 'وكالة عقارية، مستشارون عقاريون'),
  },
  projects: {
    title: T('New Projects in Dubai, Abu Dhabi & Riyadh', 'مشاريع جديدة في دبي وأبوظبي والرياض'),
    description: T(
      'Browse the latest launches and ready projects by city, developer, handover date and price, with floor plans and brochures.',
      'تصفح أحدث المشاريع والمشاريع الجاهزة حسب المدينة والمطور وموعد التسليم والسعر مع المخططات والكتيبات.',
    ),
    keywords: T(
      'new launches, off-plan projects, handover 2027',
      'إطلاقات جديدة، مشاريع على الخارطة',
    ),
  },
  developers: {
    title: T('Top Real Estate Developers in the UAE', 'أبرز المطورين العقاريين في الإمارات'),
    description: T(
      'Meet the developers behind the region’s landmark communities and see every project they have on sale today.',
      'تعرّف على المطورين وراء أبرز المجتمعات السكنية في المنطقة وشاهد جميع مشاريعهم المعروضة للبيع اليوم.',
    ),
    keywords: T('uae developers, emaar, aldar, damac', 'مطورون في الإمارات، إعمار، الدار، داماك'),
  },
  team: {
    title: T(
      'Our Team of RERA-Certified Property Brokers',
      'فريقنا من الوسطاء العقاريين المعتمدين',
    ),
    description: T(
      'Multilingual brokers who know every community, from Dubai Marina to Saadiyat Island. Call or WhatsApp us today.',
      'وسطاء يتحدثون لغات متعددة ويعرفون كل مجتمع من دبي مارينا إلى جزيرة السعديات. اتصل بنا أو راسلنا عبر واتساب.',
    ),
    keywords: T('property brokers, real estate agents dubai', 'وسطاء عقاريون، وكلاء عقارات دبي'),
  },
  services: {
    title: T(
      'Real Estate Services: Buy, Sell, Rent & Manage',
      'خدمات عقارية: شراء وبيع وتأجير وإدارة',
    ),
    description: T(
      'Sales, leasing, property management, valuation and mortgage advice — everything an owner or investor needs in one place.',
      'البيع والتأجير وإدارة العقارات والتقييم واستشارات التمويل العقاري — كل ما يحتاجه المالك أو المستثمر في مكان واحد.',
    ),
    keywords: T('property management, valuation, leasing', 'إدارة العقارات، التقييم، التأجير'),
  },
  consulting: {
    title: T('Investment & Golden Visa Consulting', 'استشارات الاستثمار والإقامة الذهبية'),
    description: T(
      'Free consultation on property investment, Golden Visa eligibility and mortgages with our senior advisors.',
      'استشارة مجانية حول الاستثمار العقاري وأهلية الإقامة الذهبية والتمويل العقاري مع كبار مستشارينا.',
    ),
    keywords: T(
      'golden visa, property investment, mortgage',
      'الإقامة الذهبية، استثمار عقاري، رهن عقاري',
    ),
  },
  sell: {
    title: T('Sell Your Property Fast at the Best Price', 'بع عقارك بسرعة وبأفضل سعر'),
    description: T(
      'Get a free valuation and reach thousands of qualified buyers. List your apartment, villa or plot with us today.',
      'احصل على تقييم مجاني وتواصل مع آلاف المشترين الجادين. اعرض شقتك أو فيلتك أو أرضك معنا اليوم.',
    ),
    keywords: T('sell property dubai, free valuation', 'بيع عقار دبي، تقييم مجاني'),
  },
  contact: {
    title: T('Contact Us | Offices in Dubai and Riyadh', 'اتصل بنا | مكاتبنا في دبي والرياض'),
    description: T(
      'Call, email or visit our offices. Our advisors answer in English and Arabic, seven days a week.',
      'اتصل بنا أو راسلنا أو زر مكاتبنا. يجيبك مستشارونا بالعربية والإنجليزية طوال أيام الأسبوع.',
    ),
    keywords: T('contact real estate agent', 'تواصل مع وكيل عقاري'),
  },
  privacy: {
    title: T('Privacy Policy', 'سياسة الخصوصية'),
    description: T(
      'How we collect, use and protect your personal data when you browse our website or contact our advisors.',
      'كيف نجمع بياناتك الشخصية ونستخدمها ونحميها عند تصفحك موقعنا أو تواصلك مع مستشارينا.',
    ),
    keywords: T('', ''),
  },
  terms: {
    title: T('Terms and Conditions', 'الشروط والأحكام'),
    description: T(
      'The terms that apply to the use of this website, property listings and the information we publish.',
      'الشروط التي تنطبق على استخدام هذا الموقع وقوائم العقارات والمعلومات التي ننشرها.',
    ),
    keywords: T('', ''),
  },
};

/** Legal pages are not worth a search listing; every other page is indexed and followed. */
const NOINDEX: ReadonlySet<SeoPageKey> = new Set(['privacy', 'terms']);

export async function seedSeo(ctx: SeedContext): Promise<void> {
  const ogImage = await ctx.image({
    label: 'Luxury Homes in Dubai',
    width: 1200,
    height: 630,
    collection: 'og_image',
    hue: 32,
  });
  for (const [page, texts] of Object.entries(SEO_DEMO) as [SeoPageKey, Texts][]) {
    await updateSeoPage(ctx.db, page, {
      ...texts,
      og_title: T('', ''),
      og_description: T('', ''),
      og_image_id: page === 'home' ? ogImage : null,
      canonical_url: null,
      robots_index: !NOINDEX.has(page),
      robots_follow: true,
    });
  }
  ctx.log(`SEO metadata for ${Object.keys(SEO_DEMO).length} pages`);
}
