/**
 * Valid admin inputs for developers, projects and team members, with overrides. Free of server and test-runner
 * code, so the server suites and the browser tests build their records the same way.
 */
import { randomBytes } from 'node:crypto';
import type { DeveloperInput } from '../../src/shared/content/developers';
import type { ProjectInput } from '../../src/shared/content/projects';
import type { TeamMemberInput } from '../../src/shared/content/teamMembers';

const unique = () => randomBytes(3).toString('hex');

export function developerInput(overrides: Partial<DeveloperInput> = {}): DeveloperInput {
  const name = overrides.name?.en ?? `Developer ${unique()}`;
  return {
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    name: { en: name, ar: '' },
    description: { en: '', ar: '' },
    website_url: null,
    email: null,
    phone: null,
    established_year: null,
    headquarters: { en: '', ar: '' },
    is_featured: false,
    is_published: true,
    logo_id: null,
    cover_id: null,
    ...overrides,
  };
}

export function projectInput(
  developerId: number,
  overrides: Partial<ProjectInput> = {},
): ProjectInput {
  const name = overrides.name?.en ?? `Project ${unique()}`;
  return {
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    name: { en: name, ar: '' },
    developer_id: developerId,
    summary: { en: '', ar: '' },
    description: { en: '', ar: '' },
    city: { en: 'Dubai', ar: 'دبي' },
    community: { en: '', ar: '' },
    address: { en: '', ar: '' },
    latitude: null,
    longitude: null,
    construction_status: 'off_plan',
    sales_status: null,
    completion_percent: null,
    handover_date: null,
    property_types: ['apartment'],
    bedrooms_min: null,
    bedrooms_max: null,
    area_min: null,
    area_max: null,
    area_unit: 'sqft',
    price_from: null,
    price_to: null,
    currency: 'AED',
    payment_plan: [],
    amenities: [],
    video_url: null,
    permit_number: null,
    is_featured: false,
    is_published: true,
    cover_id: null,
    gallery_ids: [],
    floor_plan_ids: [],
    brochure_id: null,
    ...overrides,
  };
}

export function teamMemberInput(overrides: Partial<TeamMemberInput> = {}): TeamMemberInput {
  return {
    name: { en: `Agent ${unique()}`, ar: '' },
    position: { en: 'Broker', ar: 'وسيط' },
    department: null,
    bio: { en: '', ar: '' },
    email: null,
    phone: null,
    whatsapp: null,
    languages: ['en', 'ar'],
    broker_number: null,
    linkedin_url: null,
    is_published: true,
    photo_id: null,
    ...overrides,
  };
}
