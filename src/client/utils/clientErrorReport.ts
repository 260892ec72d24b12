import {
  CLIENT_ERROR_LIMITS as LIMITS,
  type ClientErrorReport,
} from '../../shared/clientErrors/rules';

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/**
 * What the app tells the server about an error it caught (docs/api.md#client-errors). Fields are clipped to
 * the server's limits: a report refused for an overlong stack would lose the message too.
 */
export function buildClientErrorReport(
  error: unknown,
  componentStack?: string | null,
): ClientErrorReport {
  const message =
    error instanceof Error ? error.message || error.name : String(error ?? 'Unknown error');
  const stack = error instanceof Error ? error.stack : undefined;
  return {
    message: clip(message || 'Unknown error', LIMITS.message),
    ...(stack ? { stack: clip(stack, LIMITS.stack) } : {}),
    ...(componentStack ? { component_stack: clip(componentStack, LIMITS.component_stack) } : {}),
    url: clip(window.location.href, LIMITS.url),
    user_agent: clip(navigator.userAgent, LIMITS.user_agent),
  };
}
