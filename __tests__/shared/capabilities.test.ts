/**
 * What a role means (src/shared/permissions.ts): each capability names known roles, and the server names
 * no role anywhere else — a role literal outside permissions.ts would be a second definition of a meaning
 * (two escalation lists once disagreed on invited managers).
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROLES } from '../../src/shared/common/constants';
import { CAPABILITIES, ROLE_NAMES, can, type Capability } from '../../src/shared/permissions';

const ROOT = path.resolve(__dirname, '../..');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('capabilities', () => {
  it('name only known roles, and can() answers from them', () => {
    for (const [capability, roles] of Object.entries(CAPABILITIES)) {
      for (const role of roles) expect(ROLES).toContain(role);
      for (const role of ROLES)
        expect(can(role, capability as Capability)).toBe(
          (roles as readonly string[]).includes(role),
        );
    }
    expect(can('someone-else', 'ownsLeads')).toBe(false);
  });

  it('are the only place a role is named in the server and the client', () => {
    const literal = new RegExp(`'(${ROLES.join('|')})'`);
    const allowed = [
      'src/shared/permissions.ts',
      // Data, not meaning: the seeded accounts, and old migrations.
      'src/server/seed/',
      'src/server/db/migrations/',
      'src/server/db/database.ts',
    ];
    const offenders = [
      ...sources(path.join(ROOT, 'src/server')),
      ...sources(path.join(ROOT, 'src/client')),
    ]
      .map((file) => path.relative(ROOT, file))
      .filter((file) => !allowed.some((prefix) => file.startsWith(prefix)))
      .filter((file) => literal.test(fs.readFileSync(path.join(ROOT, file), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('each role is named in both locales of the app and of its mails', () => {
    for (const locale of ['en', 'ar'] as const) {
      const messages = JSON.parse(
        fs.readFileSync(path.join(ROOT, 'locales', `${locale}.json`), 'utf8'),
      ) as Record<string, string>;
      for (const role of ROLES) {
        expect(messages[`roles.${role}`]).toEqual(expect.any(String));
        expect(ROLE_NAMES[role][locale]).not.toBe('');
      }
    }
  });
});
