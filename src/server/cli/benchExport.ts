/** The CSV export's figures: first byte, rows/s, server memory growth, and other requests' throughput meanwhile. */
import http from 'node:http';
import { ADMIN_PREFIX } from '../../shared/common/apiPaths';
import type {
  percentile,
  request as requestFn,
  rssMb as rssFn,
  throughput as throughputFn,
} from './benchHttp';

export interface ExportBench {
  port: number;
  /** benchFloor.ts: the same rows as naive CSV from keyset batches. */
  floorPort: number;
  token: string;
  pid: number;
  total: number;
  add: (
    measure: string,
    result: string,
    budget?: string,
    ok?: boolean | null,
    floor?: string,
  ) => void;
  rssMb: typeof rssFn;
  throughput: typeof throughputFn;
  request: typeof requestFn;
}
export type { percentile };

function streamExport(
  port: number,
  token: string,
  onChunk: (bytes: Buffer) => void,
  path = `${ADMIN_PREFIX}/forms/project/export.csv`,
) {
  return new Promise<{ firstByteMs: number; ms: number }>((resolve, reject) => {
    const started = performance.now();
    let firstByteMs = 0;
    http
      .get(
        {
          host: '127.0.0.1',
          port,
          path,
          headers: { authorization: `Bearer ${token}` },
        },
        (res) => {
          res.on('data', (chunk: Buffer) => {
            if (firstByteMs === 0) firstByteMs = performance.now() - started;
            onChunk(chunk);
          });
          res.on('end', () => resolve({ firstByteMs, ms: performance.now() - started }));
          res.on('error', reject);
        },
      )
      .on('error', reject);
  });
}

export async function exportFigures(bench: ExportBench): Promise<void> {
  const { port, token, pid, add } = bench;
  let lines = 0;
  const before = bench.rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, bench.rssMb(pid))), 20);
  const { firstByteMs, ms } = await streamExport(port, token, (chunk) => {
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
  });
  clearInterval(sampler);
  const rows = lines - 1;
  add(
    `export: first byte (${rows.toLocaleString('en')} project leads)`,
    `${firstByteMs.toFixed(0)} ms`,
    '≤ 300 ms',
    firstByteMs <= 300,
  );
  const perSecond = rows / (ms / 1000);
  const floor = await streamExport(bench.floorPort, token, () => {}, '/export');
  const floorPerSecond = rows / (floor.ms / 1000);
  add(
    'export: rows/s',
    perSecond.toFixed(0),
    '≥ 100 000',
    perSecond >= 100_000,
    `${floorPerSecond.toFixed(0)} /s (×${(floorPerSecond / perSecond).toFixed(2)})`,
  );
  add(
    'export: server memory growth',
    `${(peak - before).toFixed(1)} MB`,
    '≤ 64 MB',
    peak - before <= 64,
  );

  const other = () =>
    bench.request(port, 'GET', `${ADMIN_PREFIX}/forms/sale?per_page=25`, {
      headers: { authorization: `Bearer ${token}` },
    });
  const alone = await bench.throughput(other, 4, 3000);
  let running = true;
  const exporting = (async () => {
    while (running) await streamExport(port, token, () => {});
  })();
  const during = await bench.throughput(other, 4, 3000);
  running = false;
  await exporting;
  const ratio = during / alone;
  add(
    'other requests during an export (list page req/s)',
    `${during.toFixed(0)} vs ${alone.toFixed(0)} alone (${(ratio * 100).toFixed(0)} %)`,
    '≥ 50 %',
    ratio >= 0.5,
  );
}
