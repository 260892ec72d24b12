/**
 * The lead desk as a company runs it, for `npm run bench`'s intake (docs/performance.md#intake): two sales
 * managers who hear of leads left in the pool, two agents, a routing rule that gives them the sale leads (the
 * other kinds go to the pool), and the acknowledgement to every submitter switched on. Idempotent, so a kept
 * database (--data) is set up once.
 */
import type { Kysely } from 'kysely';
import { CAPABILITIES, can } from '../../shared/permissions';
import { writeAutoAcknowledgement } from '../leads/acknowledgement/autoAcknowledgementRepository';
import { hashPassword } from '../auth/password';
import { createUserIfAbsent, findUserByEmail } from '../auth/userRepository';
import type { Database } from '../db/database';
import { countPendingArrivals } from '../leads/intake/leadArrivalRepository';
import { countQueuedMail } from '../mail/mailQueueRepository';
import { listRules } from '../leads/routing/routingRepository';
import { createRule } from '../leads/routing/ruleService';

/** A role that owns leads and hears of the pool (a manager), and one that only owns them (an agent). */
const MANAGER = CAPABILITIES.hearsEscalations.find((role) => can(role, 'ownsLeads'))!;
const AGENT = CAPABILITIES.reachesOwnLeadsOnly[0];

export async function switchDeskOn(db: Kysely<Database>): Promise<void> {
  const passwordHash = await hashPassword('bench desk password 12345');
  const person = async (name: string, role: typeof MANAGER | typeof AGENT) => {
    const email = `${name.toLowerCase().replace(/\s+/g, '.')}@bench.example.com`;
    const user =
      (await createUserIfAbsent(db, { name, email, passwordHash, role })) ??
      (await findUserByEmail(db, email))!;
    return user.id;
  };
  await person('Bench Manager One', MANAGER);
  await person('Bench Manager Two', MANAGER);
  const agents = [await person('Bench Agent One', AGENT), await person('Bench Agent Two', AGENT)];
  if ((await listRules(db)).length === 0)
    await createRule(db, {
      name: 'Sale leads',
      active: true,
      kinds: ['sale'],
      project_ids: [],
      languages: [],
      cities: [],
      budget_min: null,
      budget_max: null,
      agent_ids: agents,
    });
  const template = (subject: string, body: string) => ({ subject, body });
  await writeAutoAcknowledgement(
    db,
    {
      enabled: true,
      en: template('We have your message', 'Thank you, {name}. An adviser will call you soon.'),
      ar: template('وصلتنا رسالتك', 'شكرًا لك يا {name}. سيتصل بك أحد مستشارينا قريبًا.'),
    },
    new Date(),
  );
}

/**
 * How far behind the desk is: leads of the last day whose arrival steps have not all run (the sweep's window),
 * and mail rows queued so far.
 */
export async function deskBacklog(
  db: Kysely<Database>,
): Promise<{ pending: number; mails: number }> {
  const day = new Date(Date.now() - 24 * 60 * 60_000);
  const [pending, mails] = await Promise.all([countPendingArrivals(db, day), countQueuedMail(db)]);
  return { pending, mails };
}
