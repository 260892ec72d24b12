/**
 * This instance's open live streams, by user (docs/architecture.md#ending-streams-at-once): how many a user
 * holds, and which end when a StreamsEnd (events/streamsEnd.ts) names them. A stream whose token was read
 * before a revocation committed may register only after its StreamsEnd went by; the messages of the last
 * minute are kept, so such a stream is ended as it registers. All of it is in memory: nothing per event,
 * nothing in the database.
 */
import { ends, type StreamOwner, type StreamsEnd } from '../../events/streamsEnd';

/** Longer than any request takes from its authentication to its stream. */
const REMEMBER_MS = 60_000;

export interface OpenStream extends StreamOwner {
  end: () => void;
}

export interface OpenStreams {
  heldBy(userId: number): number;
  /**
   * Registers the stream of a request that began at `since` (epoch ms). False when a StreamsEnd naming it
   * came since: the caller ends it at once.
   */
  add(stream: OpenStream, since: number): boolean;
  remove(stream: OpenStream): void;
  /** Ends the streams the message names (it stays remembered for streams still registering). */
  end(message: StreamsEnd): void;
  endAll(): void;
}

export function createOpenStreams(now: () => number = Date.now): OpenStreams {
  const byUser = new Map<number, Set<OpenStream>>();
  const recent: Array<{ at: number; message: StreamsEnd }> = [];
  const forget = () => {
    const before = now() - REMEMBER_MS;
    while (recent.length > 0 && recent[0]!.at < before) recent.shift();
  };

  return {
    heldBy: (userId) => byUser.get(userId)?.size ?? 0,
    add(stream, since) {
      forget();
      if (recent.some(({ at, message }) => at >= since && ends(message, stream))) return false;
      const held = byUser.get(stream.userId) ?? new Set<OpenStream>();
      held.add(stream);
      byUser.set(stream.userId, held);
      return true;
    },
    remove(stream) {
      const held = byUser.get(stream.userId);
      held?.delete(stream);
      if (held?.size === 0) byUser.delete(stream.userId);
    },
    end(message) {
      recent.push({ at: now(), message });
      forget();
      for (const stream of [...(byUser.get(message.user_id) ?? [])])
        if (ends(message, stream)) stream.end();
    },
    endAll() {
      for (const held of [...byUser.values()]) for (const stream of [...held]) stream.end();
    },
  };
}
