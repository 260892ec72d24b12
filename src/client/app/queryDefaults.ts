/** Seed §9's data-query defaults. */
export const QUERY_DEFAULTS = {
  retries: 0,
  retryDelayMs: 3000,
  refetchOnFocus: false,
} as const;
