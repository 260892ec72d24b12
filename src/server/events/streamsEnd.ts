/**
 * The bus's one server-only message (docs/architecture.md#ending-streams-at-once): a session was revoked,
 * or a user deactivated or given another role or pool, so the live streams it names end at once on every
 * instance. It travels the bus's channel beside the live events, but the bus hands it to its own listeners
 * only: it is never written to a browser. Its type is no live event type, so an instance of an older
 * release drops it like any unknown message.
 */

export const STREAMS_END = 'streams.end';

export interface StreamsEnd {
  type: typeof STREAMS_END;
  user_id: number;
  /** Only this session's streams (a logout). */
  token_id?: number;
  /** Every stream of the user but this session's (a password change keeps the current session). */
  except_token_id?: number;
}

/** Whose stream is it: the user and the session (access token) that opened it. */
export interface StreamOwner {
  userId: number;
  tokenId: number;
}

/** The message that ends the streams of `userId` (with `only` or `except` a session). */
export function streamsEnd(
  userId: number,
  sessions: { only?: number; except?: number } = {},
): StreamsEnd {
  return {
    type: STREAMS_END,
    user_id: userId,
    ...(sessions.only !== undefined && { token_id: sessions.only }),
    ...(sessions.except !== undefined && { except_token_id: sessions.except }),
  };
}

export function ends(message: StreamsEnd, stream: StreamOwner): boolean {
  return (
    message.user_id === stream.userId &&
    (message.token_id === undefined || message.token_id === stream.tokenId) &&
    (message.except_token_id === undefined || message.except_token_id !== stream.tokenId)
  );
}

const isId = (value: unknown) => typeof value === 'number' && Number.isInteger(value);

/** The message in a parsed bus payload, or null when it is something else or malformed. */
export function asStreamsEnd(value: unknown): StreamsEnd | null {
  if (typeof value !== 'object' || value === null) return null;
  const message = value as Record<string, unknown>;
  if (message.type !== STREAMS_END || !isId(message.user_id)) return null;
  if (message.token_id !== undefined && !isId(message.token_id)) return null;
  if (message.except_token_id !== undefined && !isId(message.except_token_id)) return null;
  return streamsEnd(message.user_id as number, {
    only: message.token_id as number | undefined,
    except: message.except_token_id as number | undefined,
  });
}
