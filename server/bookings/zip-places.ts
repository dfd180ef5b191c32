import { createRequire } from 'node:module';
import { estimatedRoadMiles } from '#contract/quote.ts';

// ZIP centres from the `zipcodes` package (US ZIPs with their centre's latitude and longitude), read on this
// machine: no online map service ever learns a client's venue. Its US table is 42,000 ZIPs (about 27 MB of heap,
// 170 ms to read), so it is loaded on first use rather than at start, and its Canadian table never.

interface ZipCentre {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
}

const require = createRequire(import.meta.url);
let table: Readonly<Record<string, ZipCentre>> | undefined;
const zipTable = () => (table ??= (require('zipcodes/lib/codes') as { codes: Record<string, ZipCentre> }).codes);

/** A US ZIP's centre and its place ("Auburn, CA"), or undefined for one that is not in the table (or not 5 digits). */
export function zipPlace(zip: string): { zip: string; place: string; lat: number; lon: number } | undefined {
  if (!/^\d{5}$/.test(zip)) return undefined;
  const found = Object.hasOwn(zipTable(), zip) ? zipTable()[zip] : undefined;
  if (!found || !Number.isFinite(found.latitude) || !Number.isFinite(found.longitude)) return undefined;
  return { zip, place: `${found.city}, ${found.state}`, lat: found.latitude, lon: found.longitude };
}

/**
 * Estimated one-way road miles from her home ZIP to a venue's: the straight line between the centres times the road
 * factor, rounded up (contract/quote.ts). Undefined when either ZIP is unknown.
 */
export function roadMilesBetween(homeZip: string, zip: string): number | undefined {
  const home = zipPlace(homeZip);
  const venue = zipPlace(zip);
  if (!home || !venue) return undefined;
  return estimatedRoadMiles(home, venue);
}
