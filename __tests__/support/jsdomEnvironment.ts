/**
 * jsdom plus what it lacks on Node 20 (docs/architecture.md#toolchain): jest-fixed-jsdom supplies fetch and
 * streams; here we add MessageChannel (antd needs it; every channel is closed at teardown or jest never
 * exits) and a Request that resolves relative URLs against the page, as a browser does (fetchBaseQuery builds
 * `/api/...` URLs).
 */
// First: it patches the selector matching that jsdom's style rules take when they load.
import './fastStyleMatching';
import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import FixedJSDOMEnvironment from 'jest-fixed-jsdom';

export default class ClientTestEnvironment extends FixedJSDOMEnvironment {
  private channels: NodeMessageChannel[] = [];

  constructor(...args: ConstructorParameters<typeof FixedJSDOMEnvironment>) {
    super(...args);
    const channels = this.channels;
    const global = this.global as unknown as Record<string, unknown> & { location: Location };

    global.MessageChannel = class TrackedMessageChannel extends NodeMessageChannel {
      constructor() {
        super();
        channels.push(this);
      }
    };

    const NodeRequest = Request;
    global.Request = class PageRequest extends NodeRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(
          typeof input === 'string' ? new URL(input, global.location.href).toString() : input,
          init,
        );
      }
    };
  }

  override async teardown() {
    for (const channel of this.channels) {
      channel.port1.close();
      channel.port2.close();
    }
    await super.teardown();
  }
}
