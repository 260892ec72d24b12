import { loadConfig } from '../../../src/server/config';
import {
  overdueCounts,
  readSla,
  targetCutoffs,
} from '../../../src/server/leads/sla/leadSlaRepository';
import { responseTimes } from '../../../src/server/leads/sla/responseTimesRepository';
import { seedLeads } from '../../../src/server/seed/leadsSeed';
import { seedSalesTeam } from '../../../src/server/seed/salesTeamSeed';
import type { SeedContext } from '../../../src/server/seed/seedContext';
import { adminClient, developerInput, projectInput } from '../support/contentFixtures';
import { createTestUser, describeEachDb } from '../support/testApp';

/** A small seeded generator (mulberry32), as the runner provides. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describeEachDb('demo leads seeder', (ctx) => {
  it('inserts the requested leads over 60 days, every kind, bilingual, answered and worked by the demo agents', async () => {
    const api = await adminClient(ctx);
    const developer = await api.create('/developers', developerInput());
    const project = await api.create('/projects', projectInput(developer.id));
    // A real agent of the installation, whose name the demo leads never take.
    const real = await createTestUser(ctx, { role: 'sales-agent', name: 'Real Rana' });
    const now = new Date();
    const seedCtx: SeedContext = {
      db: ctx.db,
      config: loadConfig({ LOG_LEVEL: 'silent' }),
      now,
      random: seeded(42),
      image: () => Promise.reject(new Error('leads need no images')),
      pdf: () => Promise.reject(new Error('leads need no PDFs')),
      leads: 6000,
      log: () => {},
    };
    await seedSalesTeam(seedCtx);
    await seedLeads(seedCtx);
    const agents = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'sales-agent')
      .where('id', '!=', real.id)
      .execute();
    expect(agents).toHaveLength(4);

    const rows = await ctx.db
      .selectFrom('leads')
      .select([
        'id',
        'kind',
        'status',
        'name',
        'read_at',
        'created_at',
        'first_response_at',
        'assignee_id',
        'project_id',
        'notes_count',
        'reference',
      ])
      .execute();
    expect(rows).toHaveLength(6000);
    expect(new Set(rows.map((row) => row.kind))).toEqual(
      new Set(['contact', 'project', 'consulting', 'sale']),
    );
    expect(new Set(rows.map((row) => row.reference)).size).toBe(6000);
    const oldest = Math.min(...rows.map((row) => Date.parse(row.created_at)));
    expect(now.getTime() - oldest).toBeLessThanOrEqual(60 * 86_400_000);
    expect(now.getTime() - oldest).toBeGreaterThan(50 * 86_400_000);
    expect(rows.some((row) => /[\u0600-\u06FF]/.test(row.name))).toBe(true);
    expect(rows.some((row) => /^[A-Za-z ]+$/.test(row.name))).toBe(true);
    expect(
      rows.filter((row) => row.kind === 'project').every((row) => row.project_id === project.id),
    ).toBe(true);

    // Every lead past `new` was answered, after it arrived and before now, as the real flow records it.
    const answered = rows.filter((row) => row.first_response_at !== null);
    expect(rows.filter((row) => row.status !== 'new').every((row) => row.first_response_at)).toBe(
      true,
    );
    expect(
      answered.every(
        (row) =>
          row.first_response_at! >= row.created_at && row.first_response_at! <= now.toISOString(),
      ),
    ).toBe(true);
    // Only a handful wait unanswered, all `new`: those are the unread ones, and a few are overdue.
    const waiting = rows.filter((row) => row.first_response_at === null);
    expect(waiting.length).toBeGreaterThanOrEqual(1);
    expect(waiting.length).toBeLessThanOrEqual(10);
    expect(waiting.every((row) => row.status === 'new' && row.notes_count === 0)).toBe(true);
    const unread = rows.filter((row) => row.read_at === null);
    expect(unread.every((row) => row.first_response_at === null)).toBe(true);
    const sla = await readSla(ctx.db);
    const overdue = await overdueCounts(ctx.db, targetCutoffs(sla, now));
    const overdueTotal = Object.values(overdue).reduce((sum, count) => sum + count, 0);
    expect(overdueTotal).toBeGreaterThanOrEqual(1);
    expect(overdueTotal).toBeLessThanOrEqual(10);
    // Mostly within the target, some later.
    const figures = await responseTimes(ctx.db, {
      days: 30,
      now,
      targets: sla,
      assigneeId: null,
    });
    const share = figures.overall.within_target / figures.overall.due;
    expect(share).toBeGreaterThan(0.6);
    expect(share).toBeLessThan(0.95);

    // Spread over the demo's four agents; spam is left in the pool. Each assignment is audited as the agent
    // taking it.
    const assigned = rows.filter((row) => row.assignee_id !== null);
    for (const agent of agents)
      expect(assigned.filter((row) => row.assignee_id === agent.id).length).toBeGreaterThan(
        assigned.length / 6,
      );
    expect(assigned.some((row) => row.assignee_id === real.id)).toBe(false);
    expect(rows.filter((row) => row.status === 'spam').every((row) => !row.assignee_id)).toBe(true);
    const assignments = await ctx.db
      .selectFrom('audit_log')
      .select(['entity_id', 'user_id', 'at', 'changes'])
      .where('entity', '=', 'lead')
      .where('action', '=', 'assign')
      .execute();
    expect(assignments).toHaveLength(assigned.length);
    const byId = new Map(rows.map((row) => [String(row.id), row]));
    for (const entry of assignments) {
      const lead = byId.get(entry.entity_id!)!;
      expect(entry.user_id).toBe(lead.assignee_id);
      expect(JSON.parse(entry.changes!)).toEqual({ assignee_id: [null, lead.assignee_id] });
      expect(entry.at >= lead.created_at).toBe(true);
      if (lead.first_response_at) expect(entry.at <= lead.first_response_at).toBe(true);
    }

    // Notes follow the status, written by the lead's agent: a closed lead has one per stage.
    const notes = await ctx.db
      .selectFrom('lead_notes')
      .select(['lead_id', 'author_id', 'created_at'])
      .execute();
    expect(notes.length).toBeGreaterThan(100);
    const noted = rows.reduce((sum, row) => sum + Number(row.notes_count), 0);
    expect(noted).toBe(notes.length);
    expect(
      rows.filter((row) => row.status === 'closed').every((row) => Number(row.notes_count) >= 3),
    ).toBe(true);
    expect(rows.filter((row) => row.status === 'spam').every((row) => !row.notes_count)).toBe(true);
    const leadOf = new Map(rows.map((row) => [row.id, row]));
    for (const note of notes) {
      const lead = leadOf.get(note.lead_id)!;
      expect(note.author_id).toBe(lead.assignee_id);
      expect(note.created_at >= lead.first_response_at!).toBe(true);
    }

    // The seeded text is searchable like real submissions.
    const found = await api.get(`/forms/consulting?search=${encodeURIComponent('الذهبية')}`);
    expect(found.json().meta.total).toBeGreaterThan(0);
  });
});
