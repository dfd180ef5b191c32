import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** Routes measured: every public page and the bride's schedule page. */
export const MEASURED_ROUTES = [
  '/',
  '/services',
  '/faqs',
  '/policies',
  '/testimonials',
  '/portfolio',
  '/preferred-vendors',
  '/contact-form',
  '/wedding-day-schedule',
] as const;

export interface LighthouseRow {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** Compressed bytes transferred on first load, by kind. */
  bytes: { script: number; stylesheet: number; font: number; image: number; document: number; total: number };
}

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/**
 * Lighthouse with its default mobile settings (simulated slow 4G, 4x CPU slowdown) in Debian's Chromium,
 * one fresh browser for all routes, each route loaded cold.
 */
export async function runLighthouse(
  baseUrl: string,
  routes: readonly string[] = MEASURED_ROUTES,
): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const rows: LighthouseRow[] = [];
  try {
    for (const route of routes) {
      // Headless Chromium now and then loses a trace (Lighthouse's NO_NAVSTART and kin): such a run measured
      // nothing, so it is run again rather than reported as zeros.
      let result: Awaited<ReturnType<typeof lighthouse>>;
      for (let attempt = 1; ; attempt++) {
        result = await lighthouse(`${baseUrl}${route}`, { port: chrome.port, output: 'json', logLevel: 'error' });
        if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
        const failure = result.lhr.runtimeError;
        if (!failure) break;
        if (attempt === 3) throw new Error(`Lighthouse could not measure ${route}: ${failure.code} ${failure.message}`);
        console.error(`Lighthouse could not measure ${route} (${failure.code}); trying again`);
      }
      const { categories, audits } = result.lhr;
      const requests = (audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [];
      const sum = (type?: string) =>
        requests.filter((r) => !type || r.resourceType === type).reduce((total, r) => total + (r.transferSize ?? 0), 0);
      rows.push({
        route,
        performance: score(categories.performance?.score),
        accessibility: score(categories.accessibility?.score),
        bestPractices: score(categories['best-practices']?.score),
        seo: score(categories.seo?.score),
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
        cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
        fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
        bytes: {
          script: sum('Script'),
          stylesheet: sum('Stylesheet'),
          font: sum('Font'),
          image: sum('Image'),
          document: sum('Document'),
          total: sum(),
        },
      });
    }
  } finally {
    chrome.kill();
  }
  return rows;
}
