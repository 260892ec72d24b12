import { loadConfig } from '../../../src/server/config';
import { seedLeads } from '../../../src/server/seed/leadsSeed';
import type { SeedContext } from '../../../src/server/seed/seedContext';
import { adminClient, developerInput, projectInput } from '../support/contentFixtures';
import { describeEachDb } from '../support/testApp';

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
  it('inserts the requested leads over 60 days, every kind, bilingual, many unread, some notes', async () => {
    const api = await adminClient(ctx);
    const developer = await api.create('/developers', developerInput());
    const project = await api.create('/projects', projectInput(developer.id));
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
    await seedLeads(seedCtx);

    const rows = await ctx.db
      .selectFrom('leads')
      .select(['kind', 'name', 'read_at', 'created_at', 'project_id', 'notes_count', 'reference'])
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
    const unread = rows.filter((row) => row.read_at === null).length;
    expect(unread).toBeGreaterThan(600);
    expect(unread).toBeLessThan(4000);
    expect(
      rows.filter((row) => row.kind === 'project').every((row) => row.project_id === project.id),
    ).toBe(true);

    const notes = await ctx.db.selectFrom('lead_notes').select(['lead_id']).execute();
    expect(notes.length).toBeGreaterThan(100);
    const noted = rows.reduce((sum, row) => sum + Number(row.notes_count), 0);
    expect(noted).toBe(notes.length);

    // The seeded text is searchable like real submissions.
    const found = await api.get(`/forms/consulting?search=${encodeURIComponent('الذهبية')}`);
    expect(found.json().meta.total).toBeGreaterThan(0);
  });
});
