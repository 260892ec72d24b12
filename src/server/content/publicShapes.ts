/** Admin wire shapes → the public website's shapes: one language per field, no admin-only fields. */
import type { Locale } from '../../shared/common/constants';
import type { Developer } from '../../shared/content/developers';
import { handoverQuarter, type Project } from '../../shared/content/projects';
import type {
  PublicDeveloper,
  PublicProject,
  PublicTeamMember,
} from '../../shared/content/publicContent';
import type { TeamMember } from '../../shared/content/teamMembers';
import { pickLocale } from '../../shared/common/schemas';

export function publicDeveloper(d: Developer, locale: Locale): PublicDeveloper {
  return {
    id: d.id,
    slug: d.slug,
    name: pickLocale(d.name, locale),
    description: pickLocale(d.description, locale),
    website_url: d.website_url,
    email: d.email,
    phone: d.phone,
    established_year: d.established_year,
    headquarters: pickLocale(d.headquarters, locale),
    is_featured: d.is_featured,
    logo: d.logo,
    cover: d.cover,
    projects_count: d.projects_count,
  };
}

export function publicProject(p: Project, locale: Locale): PublicProject {
  const t = (value: Parameters<typeof pickLocale>[0]) => pickLocale(value, locale);
  return {
    ...p,
    name: t(p.name),
    developer: { id: p.developer.id, slug: p.developer.slug, name: t(p.developer.name) },
    summary: t(p.summary),
    description: t(p.description),
    city: t(p.city),
    community: t(p.community),
    address: t(p.address),
    handover_quarter: handoverQuarter(p.handover_date),
    payment_plan: p.payment_plan.map((step) => ({ label: t(step.label), percent: step.percent })),
  };
}

export function publicTeamMember(m: TeamMember, locale: Locale): PublicTeamMember {
  return {
    ...m,
    name: pickLocale(m.name, locale),
    position: pickLocale(m.position, locale),
    bio: pickLocale(m.bio, locale),
  };
}
