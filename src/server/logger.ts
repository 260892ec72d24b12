/**
 * The request log, with nothing secret in it (docs/security.md#logging): no Authorization header, cookie or
 * password field, no token-like query parameter anywhere, and no query string at all on the pages and routes
 * that exist to carry a secret (password reset, invitations). Reset and invitation links carry their token
 * in the URL fragment, which browsers never send; this is the net for old links and hand-made requests.
 */
import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config';

const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'password',
  '*.password',
  '*.current_password',
  '*.password_confirmation',
  '*.token',
];

/** Paths whose whole query string is a secret's vehicle. */
const SECRET_PATHS =
  /^\/(reset-password|accept-invitation|invitations?|api\/admin\/(password|invitations?))(\/|$)/i;
/** Query parameters whose value is a credential, on any path. */
const SECRET_PARAM = /token|password|secret|signature|auth|key|code|invite/i;

/**
 * A path (`/x?y`) or whole URL (`https://host/x?y#z`, as the app reports its address) without secrets.
 * A fragment never reaches the server by itself; when a client sends one, it is dropped.
 */
export function redactUrl(url: string): string {
  const hash = url.indexOf('#');
  const withoutHash = hash === -1 ? url : url.slice(0, hash);
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(withoutHash)?.[0] ?? '';
  const rest = withoutHash.slice(origin.length);
  const fragment = hash === -1 ? '' : '#[redacted]';
  const q = rest.indexOf('?');
  if (q === -1) return `${origin}${rest}${fragment}`;
  const pathname = rest.slice(0, q);
  if (SECRET_PATHS.test(pathname)) return `${origin}${pathname}?[redacted]${fragment}`;
  const params = rest
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is logged as sent; only its value could be a secret.
      }
      return SECRET_PARAM.test(decoded) && eq !== -1 ? `${name}=[redacted]` : pair;
    });
  return `${origin}${pathname}?${params.join('&')}${fragment}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

export function loggerOptions(
  config: Pick<Config, 'logLevel'>,
  stream?: { write: (line: string) => void },
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: REDACT, censor: '[redacted]' },
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.hostname,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    ...(stream ? { stream } : {}),
  };
}
