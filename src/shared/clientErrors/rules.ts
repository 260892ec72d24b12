/**
 * Limits of a client error report. Kept apart from the TypeBox schema so the client can truncate to them
 * without bundling TypeBox into the app's entry chunk.
 */
export const CLIENT_ERROR_LIMITS = {
  message: 2000,
  stack: 20000,
  component_stack: 20000,
  url: 2000,
  user_agent: 1000,
} as const;

/** Reports accepted per user per window: enough for real failures, too few for a render loop to flood. */
export const CLIENT_ERROR_RATE = { max: 30, windowMs: 60_000 } as const;

export interface ClientErrorReport {
  message: string;
  stack?: string;
  component_stack?: string;
  url: string;
  user_agent?: string;
}
