/** Small HTTP helpers for the benchmark: keep-alive requests, a concurrency-bounded runner, percentiles. */
import fs from 'node:fs';
import http from 'node:http';

export const BENCH_ADMIN = { email: 'bench@example.com', password: 'bench password 12345' };

let agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** Drops pooled sockets (after a long pause the server has closed them). */
export function freshConnections(): void {
  agent.destroy();
  agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
}

export interface Answer {
  status: number;
  body: string;
  ms: number;
}

/** A request, retried once if the server had closed an idle keep-alive socket (after a long seed). */
export async function request(...args: Parameters<typeof requestOnce>): Promise<Answer> {
  try {
    return await requestOnce(...args);
  } catch (error) {
    if ((error as { code?: string }).code !== 'ECONNRESET') throw error;
    return requestOnce(...args);
  }
}

function requestOnce(
  port: number,
  method: string,
  path: string,
  {
    body,
    headers = {},
    from,
  }: {
    body?: string;
    headers?: Record<string, string>;
    /** A loopback address to send from (127.0.0.2…), as another client would; on its own connection. */
    from?: string;
  } = {},
): Promise<Answer> {
  const started = performance.now();
  const source = from ? { localAddress: from, agent: false as const } : { agent };
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method, path, headers, ...source },
      (res) => {
        const parts: Buffer[] = [];
        res.on('data', (chunk: Buffer) => parts.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(parts).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Runs `task(i)` for i < count with at most `concurrency` at once. */
export async function runPool(
  count: number,
  concurrency: number,
  task: (index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) await task(next++);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
}

/** Requests per second `send` achieves with `concurrency` callers for `ms`, or until `until` resolves. */
export async function throughput(
  send: () => Promise<unknown>,
  concurrency: number,
  ms: number,
): Promise<number> {
  let done = 0;
  const end = performance.now() + ms;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        await send();
        done += 1;
      }
    }),
  );
  return done / ((performance.now() - started) / 1000);
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** Resident memory of a process in MB (Linux). */
export function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
}
