/** Row types of the routing rules (migration 019). Booleans are 0/1, lists JSON text, timestamps ISO text. */
import type { ColumnType, Generated } from 'kysely';

export interface RoutingRulesTable {
  id: Generated<number>;
  position: number;
  name: string;
  active: number;
  kinds: string;
  project_ids: string;
  languages: string;
  cities: string;
  budget_min: number | null;
  budget_max: number | null;
  agent_ids: string;
  /** The round-robin cursor: the group's agent who had the rule's last lead. */
  last_agent_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: string;
  updated_at: string;
}
