import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { estimatedRoadMiles } from '#contract/quote.ts';

// ZIP centres from the `zipcodes` package (US ZIPs with their centre's latitude and longitude), read on this
// machine: no online map service ever learns a client's venue. Its US table is 42,555 ZIPs. Loaded the package's
// way (`require`), its 5 MB object literal cost about 80 MB resident, most of it for good; so it is read as JSON
// instead, only the fields used are kept, in typed arrays (about 1 MB), and the text and objects are left to the
// collector: 24 to 32 MB resident at once, 11 to 19 MB after a collection (docs/architecture.md). It is loaded on
// first use, never while her home ZIP is unset (server/routes/availability.ts), and its Canadian table never.

interface ZipCentre {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
}

/** Every ZIP's centre and place, by a row number that `rowOf` gives for the ZIP's five digits. */
interface ZipTable {
  /** Indexed by the ZIP as a number (00000 to 99999): its row + 1, or 0 for a ZIP the table lacks. */
  rowOf: Uint16Array;
  latitudes: Float64Array;
  longitudes: Float64Array;
  /** Each row's place, as an index into `places` ("Auburn, CA"; about 30,000 distinct ones). */
  placeOf: Uint16Array;
  places: string[];
}

/** `exports.codes = {...};` is the package file's first line: the US table, as JSON. */
const CODES_PREFIX = 'exports.codes = ';

function readZipCentres(): ZipCentre[] {
  const file = createRequire(import.meta.url).resolve('zipcodes/lib/codes');
  const text = readFileSync(file, 'utf8');
  const line = text.slice(0, text.indexOf('\n'));
  if (!line.startsWith(CODES_PREFIX)) throw new Error(`${file} no longer starts with "${CODES_PREFIX}"`);
  const codes = JSON.parse(line.slice(CODES_PREFIX.length).replace(/;\s*$/, '')) as Record<string, ZipCentre>;
  return Object.values(codes);
}

function buildZipTable(): ZipTable {
  const centres = readZipCentres().filter(
    (centre) => /^\d{5}$/.test(centre.zip) && Number.isFinite(centre.latitude) && Number.isFinite(centre.longitude),
  );
  const rowOf = new Uint16Array(100_000);
  const latitudes = new Float64Array(centres.length);
  const longitudes = new Float64Array(centres.length);
  const placeOf = new Uint16Array(centres.length);
  const places: string[] = [];
  const placeIndex = new Map<string, number>();
  centres.forEach((centre, row) => {
    rowOf[Number(centre.zip)] = row + 1;
    latitudes[row] = centre.latitude;
    longitudes[row] = centre.longitude;
    const place = `${centre.city}, ${centre.state}`;
    let index = placeIndex.get(place);
    if (index === undefined) placeIndex.set(place, (index = places.push(place) - 1));
    placeOf[row] = index;
  });
  return { rowOf, latitudes, longitudes, placeOf, places };
}

let table: ZipTable | undefined;
const zipTable = () => (table ??= buildZipTable());

/** Whether the table has been read: a visitor's estimate must not load it while her home ZIP is unset. */
export const isZipTableLoaded = () => table !== undefined;

/** For tests: forgets the table, as a fresh process has not read it (test files share a worker's modules). */
export const forgetZipTableForTests = () => {
  table = undefined;
};

/** A US ZIP's centre and its place ("Auburn, CA"), or undefined for one that is not in the table (or not 5 digits). */
export function zipPlace(zip: string): { zip: string; place: string; lat: number; lon: number } | undefined {
  if (!/^\d{5}$/.test(zip)) return undefined;
  const { rowOf, latitudes, longitudes, placeOf, places } = zipTable();
  const row = rowOf[Number(zip)]! - 1;
  if (row < 0) return undefined;
  return { zip, place: places[placeOf[row]!]!, lat: latitudes[row]!, lon: longitudes[row]! };
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
