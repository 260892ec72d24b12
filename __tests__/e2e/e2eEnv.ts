/** The admin that `npm start` creates on the browser tests' fresh database. */
export const ADMIN_EMAIL = 'e2e-admin@example.com';
export const ADMIN_PASSWORD = 'e2e-password-long-enough';
