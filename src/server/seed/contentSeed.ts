/**
 * Demo developers, projects and team, a portfolio that looks real (docs/product.md#demo-content): ten
 * developers, fifty projects with covers, galleries, floor plans and brochures, and a team of twenty, in
 * English and Arabic, through the same write path as the admin API.
 */
import { AMENITIES, type PROPERTY_TYPES, slugify } from '../../shared/content/rules';
import type { ProjectInput } from '../../shared/content/projects';
import { createDeveloper } from '../content/developerWriteRepository';
import { createProject } from '../content/projectWriteRepository';
import { createTeamMember } from '../content/teamMemberWriteRepository';
import { COMMUNITIES, DEVELOPERS, PROJECT_STEMS, TEAM, type Bilingual } from './contentData';
import type { SeedContext } from './seedContext';

const empty: Bilingual = { en: '', ar: '' };
const PLANS: { label: Bilingual; percent: number }[][] = [
  [
    { label: { en: 'On booking', ar: 'عند الحجز' }, percent: 20 },
    { label: { en: 'During construction', ar: 'أثناء البناء' }, percent: 40 },
    { label: { en: 'On handover', ar: 'عند التسليم' }, percent: 40 },
  ],
  [
    { label: { en: 'Down payment', ar: 'الدفعة الأولى' }, percent: 10 },
    { label: { en: 'During construction', ar: 'أثناء البناء' }, percent: 50 },
    { label: { en: 'On handover', ar: 'عند التسليم' }, percent: 40 },
  ],
  [
    { label: { en: 'On booking', ar: 'عند الحجز' }, percent: 60 },
    { label: { en: 'On handover', ar: 'عند التسليم' }, percent: 40 },
  ],
];

function pick<T>(ctx: SeedContext, items: readonly T[]): T {
  return items[Math.floor(ctx.random() * items.length)]!;
}

function some<T>(ctx: SeedContext, items: readonly T[], count: number): T[] {
  return [...items].sort(() => ctx.random() - 0.5).slice(0, count);
}

async function seedDevelopers(ctx: SeedContext): Promise<number[]> {
  const ids: number[] = [];
  for (const [index, developer] of DEVELOPERS.entries()) {
    const hue = (index * 36) % 360;
    ids.push(
      await createDeveloper(ctx.db, {
        slug: slugify(developer.name.en),
        name: developer.name,
        description: {
          en: `${developer.name.en} has delivered homes across the UAE since ${developer.year}, known for on-time handovers and thoughtful community design.`,
          ar: `تطوّر ${developer.name.ar} المنازل في أنحاء الإمارات منذ عام ${developer.year}، وتشتهر بالتسليم في الموعد وتصميم المجتمعات المدروس.`,
        },
        website_url: `https://www.${developer.site}.example`,
        email: `sales@${developer.site}.example`,
        phone: `+971 4 ${String(3000000 + index * 111111).slice(0, 7)}`,
        established_year: developer.year,
        headquarters: developer.hq,
        is_featured: index < 4,
        is_published: index !== 9,
        logo_id: await ctx.image({
          label: developer.name.en,
          width: 400,
          height: 400,
          collection: 'logo',
          hue,
        }),
        cover_id: await ctx.image({ label: developer.name.en, collection: 'cover', hue }),
      }),
    );
  }
  return ids;
}

function projectInput(
  ctx: SeedContext,
  index: number,
  developerId: number,
): Omit<ProjectInput, 'cover_id' | 'gallery_ids' | 'floor_plan_ids' | 'brochure_id'> {
  const community = COMMUNITIES[index % COMMUNITIES.length]!;
  const stem = PROJECT_STEMS[Math.floor(index / COMMUNITIES.length) % PROJECT_STEMS.length]!;
  const name = { en: `${community.name.en} ${stem.en}`, ar: `${stem.ar} ${community.name.ar}` };
  const villas = stem.en.includes('Villas');
  const types: (typeof PROPERTY_TYPES)[number][] = villas
    ? ['villa', 'townhouse']
    : ['apartment', 'penthouse'];
  const status = pick(ctx, ['off_plan', 'under_construction', 'ready'] as const);
  const bedroomsMin = villas ? 3 : Math.floor(ctx.random() * 2);
  const priceFrom =
    Math.round(((villas ? 2_500_000 : 700_000) * (1 + ctx.random() * 2)) / 10_000) * 10_000;
  const handoverYear =
    new Date(ctx.now).getUTCFullYear() + (status === 'ready' ? -1 : 1 + (index % 3));
  return {
    slug: slugify(name.en),
    name,
    developer_id: developerId,
    summary: {
      en: `${villas ? 'Family villas' : 'Waterfront apartments'} in ${community.name.en} with flexible payment plans.`,
      ar: `${villas ? 'فلل عائلية' : 'شقق على الواجهة المائية'} في ${community.name.ar} مع خطط سداد مرنة.`,
    },
    description: {
      en: `${name.en} brings ${villas ? 'spacious villas with private gardens' : 'light-filled apartments with panoramic views'} to ${community.name.en}, minutes from schools, retail and the beach.`,
      ar: `يقدّم ${name.ar} ${villas ? 'فللاً واسعة بحدائق خاصة' : 'شققاً مشرقة بإطلالات بانورامية'} في ${community.name.ar}، على بعد دقائق من المدارس والمتاجر والشاطئ.`,
    },
    city: community.city,
    community: community.name,
    address: empty,
    latitude: Number((community.lat + (ctx.random() - 0.5) / 50).toFixed(5)),
    longitude: Number((community.lng + (ctx.random() - 0.5) / 50).toFixed(5)),
    construction_status: status,
    sales_status:
      status === 'ready'
        ? pick(ctx, ['on_sale', 'sold_out'] as const)
        : pick(ctx, ['coming_soon', 'on_sale'] as const),
    completion_percent:
      status === 'ready' ? 100 : status === 'off_plan' ? 0 : 20 + Math.floor(ctx.random() * 70),
    handover_date: `${handoverYear}-${String(3 * (1 + (index % 4))).padStart(2, '0')}`,
    property_types: types,
    bedrooms_min: bedroomsMin,
    bedrooms_max: bedroomsMin + 2 + (index % 3),
    area_min: villas ? 2800 : 450,
    area_max: villas ? 6500 : 3200,
    area_unit: 'sqft',
    price_from: priceFrom,
    price_to: priceFrom * 3,
    currency: 'AED',
    payment_plan: PLANS[index % PLANS.length]!,
    amenities: some(ctx, AMENITIES, 5 + (index % 5)),
    video_url: null,
    permit_number: `RERA-${String(10000 + index * 137)}`,
    is_featured: index % 7 === 0,
    is_published: index % 10 !== 9,
  };
}

async function seedProjects(ctx: SeedContext, developerIds: number[]): Promise<void> {
  for (let index = 0; index < 50; index += 1) {
    const input = projectInput(ctx, index, developerIds[index % developerIds.length]!);
    const hue = (index * 47) % 360;
    const gallery = await Promise.all(
      [1, 2, 3].map((n) =>
        ctx.image({
          label: `${input.name.en} · ${n}`,
          collection: 'gallery',
          hue: (hue + n * 15) % 360,
        }),
      ),
    );
    await createProject(ctx.db, {
      ...input,
      cover_id: await ctx.image({ label: input.name.en, collection: 'cover', hue }),
      gallery_ids: gallery,
      floor_plan_ids: [
        await ctx.image({
          label: `${input.name.en} plan`,
          width: 800,
          height: 800,
          collection: 'floor_plans',
          hue: 0,
        }),
      ],
      brochure_id: await ctx.pdf({ label: input.name.en, collection: 'brochure' }),
    });
  }
}

async function seedTeam(ctx: SeedContext): Promise<void> {
  for (const [index, member] of TEAM.entries()) {
    const handle = slugify(member.name.en).replace(/-/g, '.');
    await createTeamMember(ctx.db, {
      name: member.name,
      position: member.position,
      department: member.department,
      bio: {
        en: `${member.name.en} helps clients buy, sell and invest across the UAE, speaking ${member.languages.length} languages.`,
        ar: `يساعد ${member.name.ar} العملاء على الشراء والبيع والاستثمار في أنحاء الإمارات.`,
      },
      email: `${handle}@realty.example`,
      phone: `+971 50 ${String(1000000 + index * 45678).slice(0, 7)}`,
      whatsapp: `+971 50 ${String(1000000 + index * 45678).slice(0, 7)}`,
      languages: member.languages,
      broker_number: member.department === 'Sales' ? `BRN-${40000 + index * 13}` : null,
      linkedin_url: `https://www.linkedin.com/in/${slugify(member.name.en)}`,
      is_published: index !== 19,
      photo_id: await ctx.image({
        label: member.name.en,
        width: 480,
        height: 600,
        collection: 'photo',
        hue: (index * 18) % 360,
      }),
    });
  }
}

export async function seedContent(ctx: SeedContext): Promise<void> {
  const developerIds = await seedDevelopers(ctx);
  await seedProjects(ctx, developerIds);
  await seedTeam(ctx);
  ctx.log(`seeded ${developerIds.length} developers, 50 projects and ${TEAM.length} team members`);
}
