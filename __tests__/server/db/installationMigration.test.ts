/**
 * Migration 022, the installation's start (docs/product.md#speed-to-lead): an empty database has none until
 * its first start records one, which later starts keep; a database that has already started takes the
 * creation time of its first account; 022's down removes it.
 */
import { createUser } from '../../../src/server/auth/userRepository';
import {
  installationStart,
  recordInstallationStart,
} from '../../../src/server/db/installationRepository';
import { migrateTo } from '../../../src/server/db/migrate';
import { createTestDatabase, dialects, type TestDatabase } from '../support/testApp';

describe.each(dialects())('migration 022 (installation start) [%s]', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect, {}, { migrated: false });
  });
  afterAll(() => database.drop());

  it('records the first start once, takes the first account of a database that started before, and goes back down', async () => {
    const { db } = database;
    await migrateTo(db, '021_mail_queue');
    expect(await migrateTo(db, '022_installation')).toEqual(['022_installation']);
    expect(await installationStart(db)).toBeNull();
    await recordInstallationStart(db, new Date('2026-03-01T08:00:00Z'));
    await recordInstallationStart(db, new Date('2026-03-02T08:00:00Z'));
    expect(await installationStart(db)).toBe('2026-03-01T08:00:00.000Z');

    await migrateTo(db, '021_mail_queue');
    for (const [email, at] of [
      ['second@example.com', '2025-11-20T10:00:00.000Z'],
      ['first@example.com', '2025-11-04T09:30:00.000Z'],
    ] as const) {
      const user = await createUser(db, { name: email, email, passwordHash: '' });
      await db.updateTable('users').set({ created_at: at }).where('id', '=', user.id).execute();
    }
    expect(await migrateTo(db, '022_installation')).toEqual(['022_installation']);
    expect(await installationStart(db)).toBe('2025-11-04T09:30:00.000Z');
  });
});
