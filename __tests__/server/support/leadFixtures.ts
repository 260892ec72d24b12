/** Builders for lead tests: a valid body per kind, a public submission, and leads inserted in bulk. */
import { randomBytes } from 'node:crypto';
import type { LeadKind } from '../../../src/shared/leads/schemas';
import type { RoutingRuleInput } from '../../../src/shared/leads/routing/schemas';
import { PUBLIC_PREFIX } from '../../../src/shared/common/apiPaths';
import { nowIso } from '../../../src/server/db/database';
import { insertLeads, type LeadSeedRow } from '../../../src/server/leads/intake/leadSeedRepository';
import type { TestContext } from './testApp';

export function intakeBody(
  kind: LeadKind,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const common = {
    name: 'Sara Ahmed',
    email: 'sara@example.com',
    phone: '+971 50 123 4567',
    message: 'Please call me back.',
    fill_ms: 12_000,
  };
  const perKind: Record<LeadKind, Record<string, unknown>> = {
    contact: { subject: 'Office visit' },
    project: { project_id: 1, bedrooms: 2, purpose: 'investment' },
    consulting: { service: 'golden_visa', budget: 2_000_000 },
    sale: { property_type: 'villa', city: 'Dubai', asking_price: 4_500_000, currency: 'AED' },
  };
  return { ...common, ...perKind[kind], ...overrides };
}

/** A random documentation-range IP per call unless given, so the per-IP limit only bites where meant. */
export const randomIp = () => `198.51.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

export function submit(
  ctx: TestContext,
  kind: string,
  body: unknown,
  { headers = {}, ip = randomIp() }: { headers?: Record<string, string>; ip?: string } = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url: `${PUBLIC_PREFIX}/forms/${kind}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    remoteAddress: ip,
  });
}

export function leadRow(kind: LeadKind, overrides: Partial<LeadSeedRow> = {}): LeadSeedRow {
  const at = nowIso();
  return {
    kind,
    status: 'new',
    name: 'Omar Khalid',
    email: 'omar@example.com',
    phone: null,
    message: null,
    locale: 'en',
    read_at: null,
    source_url: null,
    referrer: null,
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    consent: 1,
    user_agent: null,
    subject: null,
    project_id: null,
    project_name: null,
    purpose: null,
    bedrooms: null,
    budget: null,
    service: kind === 'consulting' ? 'investment' : null,
    country_of_residence: null,
    preferred_contact_time: null,
    property_type: kind === 'sale' ? 'apartment' : null,
    city: kind === 'sale' ? 'Dubai' : null,
    community: null,
    area: null,
    area_unit: null,
    asking_price: null,
    currency: null,
    occupancy: null,
    completion: null,
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}

export async function clearLeads(ctx: TestContext): Promise<void> {
  await ctx.db.deleteFrom('leads').execute();
  await ctx.db.deleteFrom('lead_idempotency').execute();
}

export const seedLeads = (ctx: TestContext, rows: LeadSeedRow[]) => insertLeads(ctx.db, rows);

/** A routing rule that takes every lead for `agentIds`, with whatever `overrides` a test needs. */
export function catchAllRule(
  agentIds: number[],
  overrides: Partial<RoutingRuleInput> = {},
): RoutingRuleInput {
  return {
    name: 'Everything',
    active: true,
    kinds: [],
    project_ids: [],
    languages: [],
    cities: [],
    budget_min: null,
    budget_max: null,
    agent_ids: agentIds,
    ...overrides,
  };
}
