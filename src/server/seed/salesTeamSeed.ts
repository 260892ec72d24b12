/**
 * The demo's sales desk (docs/product.md#demo-content): four sales agents from the team page, to whom the demo
 * leads are assigned. They are accounts without a password, shown as invited on Users: none can sign in until
 * the super-admin sends an invitation (read from the outbox without SMTP), so the demo ships no known
 * password (docs/security.md#accounts). They are agents, not managers, so no manager's mail (escalations,
 * leads left in the pool) goes to their made-up addresses.
 */
import { createUserIfAbsent } from '../auth/userRepository';
import { NO_PASSWORD } from '../users/usersRepository';
import { SALES_AGENTS } from './leadsSeedData';
import type { SeedContext } from './seedContext';

export async function seedSalesTeam(ctx: SeedContext): Promise<void> {
  let made = 0;
  for (const agent of SALES_AGENTS) {
    const created = await createUserIfAbsent(ctx.db, {
      ...agent,
      passwordHash: NO_PASSWORD,
      role: 'sales-agent',
    });
    if (created) made += 1;
  }
  ctx.log(`sales team: ${made} agents without a password`);
}
