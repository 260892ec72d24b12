/** The contract's error shape: `{ message, errors?: { field: [message] } }`. */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

/** Messages the server sends and the client may show as they are (the client translates known ones). */
export const serverMessages = {
  emailRequired: 'Email is Required',
  passwordRequired: 'Password is Required',
  invalidEmail: 'Invalid Email',
  invalidCredentials: 'These credentials do not match our records.',
  loggedIn: 'Logged in successfully',
  loggedOut: 'Logged out successfully',
  unauthenticated: 'Unauthenticated.',
  forbidden: 'This action is unauthorized.',
  notFound: 'Not Found',
  validationFailed: 'The given data was invalid.',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  serverError: 'An Error Occured, Please try again!',
  /** A dependency (the database) is briefly away: 503 with Retry-After. */
  unavailable: 'The service is briefly unavailable. Please try again in a moment.',
  /** Too much work is queued (the password checks during a flood of logins): 503 with Retry-After. */
  busy: 'The server is busy. Please try again in a moment.',
  /** The body did not arrive within the request deadline: 408. */
  requestTimeout: 'The request took too long to arrive.',
  malformedBody: 'The request body could not be read.',
  payloadTooLarge: 'The request is too large.',
  unsupportedMediaType: 'This content type is not supported.',
  reported: 'Reported',
  /** Follows a field's name: "Name contains a character that is not allowed". */
  nulCharacter: 'contains a character that is not allowed',
  /** Follows a field's name: "Page is out of range". */
  notFinite: 'is out of range',
  /** 412: the record changed since the version the write names in If-Match (docs/api.md#record-versions). */
  staleRecord: 'This record was changed by someone else since you opened it.',
  /** 400: an If-Match header that is neither `*` nor a list of the record's ETags. */
  invalidIfMatch: 'The If-Match header is invalid.',
} as const;
