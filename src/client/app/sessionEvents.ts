import { createAction } from '@reduxjs/toolkit';

/**
 * Raised by the base query when the server answers 401 to an admin call. It lives here rather than in the
 * auth feature so the base API does not import a feature (which would close an import cycle).
 */
export const sessionExpired = createAction('auth/sessionExpired');
