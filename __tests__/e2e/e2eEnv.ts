import { test } from '@playwright/test';

/** The admin that `npm start` creates on the browser tests' fresh database. */
export const ADMIN_EMAIL = 'e2e-admin@example.com';
export const ADMIN_PASSWORD = 'e2e-password-long-enough';

/** The server a browser test runs against: each project of the suite has its own (playwright.config.ts). */
export interface E2eServer {
  port: number;
  /** Its DATA_DIR: its SQLite database and its outbox. */
  dataDir: string;
}

export function e2eServer(): E2eServer {
  return test.info().project.metadata as E2eServer;
}
