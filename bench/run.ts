/**
 * `npm run bench`: measures, prints a report of tables. Not part of `npm test` (it takes a minute or more and
 * its numbers depend on the machine). Each section lives in its own file and exports one function, so more
 * sections can be added as further entries of `sections`.
 *   BENCH_SECONDS  seconds of load per API measurement (default 10)
 *   BENCH_ROUNDS   alternating bare/app rounds per endpoint, best kept (default 2)
 *   BENCH_ONLY     comma-separated section names to run (default: all)
 */
import { readFileSync } from 'node:fs';
import { benchApi } from './api.ts';
import { runLighthouse } from './lighthouse.ts';
import { startProductionServer } from './production-server.ts';
import { benchUpload } from './upload.ts';

type Cell = string | number;

export function printTable(title: string, headers: string[], rows: Cell[][], notes: string[] = []): void {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => String(row[column] ?? '').length)),
  );
  const line = (cells: Cell[]) =>
    `| ${cells.map((cell, column) => (typeof cell === 'number' ? String(cell).padStart(widths[column]!) : String(cell).padEnd(widths[column]!))).join(' | ')} |`;
  console.log(`\n### ${title}\n`);
  console.log(line(headers));
  console.log(`| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`);
  for (const row of rows) console.log(line(row));
  for (const note of notes) console.log(`\n${note}`);
}

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);

const sections: { name: string; run: () => Promise<void> }[] = [
  {
    name: 'api',
    run: async () => {
      const rows = await benchApi({ seconds, connections: 50, rounds });
      printTable(
        `API throughput: 50 connections, ${seconds} s each, best of ${rounds} alternating rounds, loopback`,
        [
          'Endpoint',
          'Server',
          'Requests/s',
          'p50 ms',
          'p99 ms',
          'Failed',
          'Server CPU µs/req',
          'vs bare (req/s)',
          'vs bare (CPU)',
        ],
        rows.map((row, index) => {
          const bare = rows[index - 1];
          const cpuRatio =
            row.server === 'app' && bare && row.cpuMicrosPerRequest > 0
              ? `${Math.round((bare.cpuMicrosPerRequest / row.cpuMicrosPerRequest) * 100)}%`
              : '';
          return [
            row.endpoint,
            row.server,
            row.requestsPerSecond,
            row.p50Ms,
            row.p99Ms,
            row.failed,
            row.cpuMicrosPerRequest,
            row.ratio === undefined ? '' : `${Math.round(row.ratio * 100)}%`,
            cpuRatio,
          ];
        }),
        [
          'Targets: app at least 60% of bare node:http throughput, p99 under 20 ms.',
          '"vs bare (CPU)" is bare CPU per request / app CPU per request: the throughput share the app would reach on an otherwise idle CPU.',
        ],
      );
    },
  },
  {
    name: 'upload',
    run: async () => {
      const row = await benchUpload({ runs: 5 });
      printTable(
        'Upload: accept and process a phone photo (5 uploads, one at a time)',
        ['Image', 'Size MB', 'Median ms', 'Max ms', 'Server CPU ms', 'Server RSS before MB', 'Server peak RSS MB'],
        [
          [
            row.image,
            Math.round((row.bytes / 1024 / 1024) * 10) / 10,
            row.medianMs,
            row.maxMs,
            row.medianCpuMs,
            row.baselineRssMb,
            row.peakRssMb,
          ],
        ],
      );
    },
  },
];

interface RouteBudget {
  scriptKB: number;
  totalKB: number;
}
const budgets = JSON.parse(readFileSync(new URL('../performance-budget.json', import.meta.url), 'utf8'))
  .routes as Record<string, RouteBudget>;
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

sections.push({
  name: 'lighthouse',
  run: async () => {
    const server = await startProductionServer();
    try {
      // BENCH_ROUTES=/faqs,/services measures only those routes (for checking one change quickly).
      const routes = process.env.BENCH_ROUTES?.split(',').map((route) => route.trim());
      const rows = await runLighthouse(server.url, routes);
      printTable(
        'Lighthouse, default mobile settings (simulated slow 4G, 4x CPU slowdown), Debian Chromium, cold load per route',
        ['Route', 'Perf', 'A11y', 'Best', 'SEO', 'LCP ms', 'TBT ms', 'CLS', 'FCP ms'],
        rows.map((r) => [
          r.route,
          r.performance,
          r.accessibility,
          r.bestPractices,
          r.seo,
          r.lcpMs,
          r.tbtMs,
          r.cls,
          r.fcpMs,
        ]),
        [
          'Targets: Performance at least 95, Accessibility, Best Practices and SEO 100.',
          'The schedule page is kept out of search engines on purpose (noindex), which Lighthouse scores down under SEO.',
        ],
      );
      printTable(
        'First-load bytes per route, compressed (KB), against performance-budget.json',
        ['Route', 'JS', 'JS budget', 'CSS', 'Fonts', 'Images', 'HTML', 'Total', 'Total budget'],
        rows.map((r) => [
          r.route,
          kb(r.bytes.script),
          budgets[r.route]?.scriptKB ?? '',
          kb(r.bytes.stylesheet),
          kb(r.bytes.font),
          kb(r.bytes.image),
          kb(r.bytes.document),
          kb(r.bytes.total),
          budgets[r.route]?.totalKB ?? '',
        ]),
      );
    } finally {
      await server.stop();
    }
  },
});

const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
console.log(`# Benchmark report (${new Date().toISOString()}, Node ${process.version})`);
for (const section of sections) {
  if (only && !only.includes(section.name)) continue;
  await section.run();
}
