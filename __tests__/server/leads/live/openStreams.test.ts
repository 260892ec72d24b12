/**
 * The open streams of one instance (src/server/leads/live/openStreams.ts,
 * docs/architecture.md#ending-streams-at-once): which a StreamsEnd ends, and a stream whose session ended
 * while its request was being authenticated, which is ended as it registers.
 */
import { createOpenStreams, type OpenStream } from '../../../../src/server/leads/live/openStreams';
import { streamsEnd } from '../../../../src/server/events/streamsEnd';

describe('open streams', () => {
  let clock = 1_000_000;
  const now = () => clock;
  const streamOf = (userId: number, tokenId: number) => {
    const stream: OpenStream & { ended: boolean } = {
      userId,
      tokenId,
      ended: false,
      end: () => {
        stream.ended = true;
        open.remove(stream);
      },
    };
    return stream;
  };
  let open = createOpenStreams(now);
  beforeEach(() => {
    open = createOpenStreams(now);
  });

  it("ends one session, all but one, or every stream of a user, and no other user's", () => {
    const [a1, a2, a3, b1] = [streamOf(1, 11), streamOf(1, 12), streamOf(1, 13), streamOf(2, 21)];
    for (const stream of [a1, a2, a3, b1]) expect(open.add(stream, clock)).toBe(true);
    expect(open.heldBy(1)).toBe(3);

    open.end(streamsEnd(1, { only: 11 }));
    expect([a1, a2, a3, b1].map((stream) => stream.ended)).toEqual([true, false, false, false]);
    open.end(streamsEnd(1, { except: 12 }));
    expect([a2, a3, b1].map((stream) => stream.ended)).toEqual([false, true, false]);
    open.end(streamsEnd(1));
    expect([a2.ended, b1.ended]).toEqual([true, false]);
    expect([open.heldBy(1), open.heldBy(2)]).toEqual([0, 1]);
    open.endAll();
    expect(b1.ended).toBe(true);
  });

  it('ends at registration a stream whose request began before its session ended', () => {
    const began = clock;
    clock += 30;
    open.end(streamsEnd(1, { only: 11 }));
    clock += 5;
    // Authenticated before the logout committed, registered after its message went by.
    expect(open.add(streamOf(1, 11), began)).toBe(false);
    // Another session of the user, or a request that began after the message, is not concerned.
    expect(open.add(streamOf(1, 12), began)).toBe(true);
    expect(open.add(streamOf(1, 11), clock)).toBe(true);
    // Messages are kept a minute.
    clock += 61_000;
    expect(open.add(streamOf(1, 11), began)).toBe(true);
  });
});
