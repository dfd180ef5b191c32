import type { Plugin } from 'vite';

/**
 * About how much of the entry's code (transformed source, before minification) goes into each of its chunks: two
 * today. Each chunk is compressed on its own: cut in two, the entry costs 2.9 KB more on the wire (105.5 KB of
 * JavaScript on a first visit against 102.6 KB).
 */
const SEGMENT_SOURCE_BYTES = 180_000;

/** The chunks' names: `app-1`, `app-2`, ... in the order they run. */
const ENTRY_SEGMENT_PREFIX = 'app-';

/** Whether a chunk of the build is one of the entry's pieces. */
export const isEntrySegment = (chunkName: string) =>
  chunkName.startsWith(ENTRY_SEGMENT_PREFIX) && /^\d+$/.test(chunkName.slice(ENTRY_SEGMENT_PREFIX.length));

/**
 * The app's entry cut into a few chunks, each a run of consecutive modules in the order the entry runs them, so that
 * /boot.js can evaluate one per task (it evaluates the chunks the entry imports in the order the build lists them).
 *
 * Evaluating the entry (every page's styled components, schemas and tables, defined at the top of their modules) was
 * one task of 6 to 12 ms at 1x in Lighthouse's traces, 40 to 85 ms at a phone's 7x: the longest task of the app's
 * own code while a page comes to life. In two pieces, each evaluates in 2 to 5 ms at 1x, under the 50 ms that counts
 * as blocking at 7x.
 *
 * The pieces follow the order the modules run in, rather than a split by subject (libraries, shared, each page),
 * because that order is part of what the code does: styled-components names a component (and so its class names) by
 * how many styled components were defined before it, and the server's page carries those names. A module's static
 * imports always run before it, so a run of consecutive modules imports only from runs before it, and evaluating the
 * runs one after another runs every module exactly where it ran before. `e2e/server-styles.e2e.ts` checks that
 * hydration finds the server's class names, and `e2e/smoke.e2e.ts` that each piece imports only pieces before it.
 */
export function entrySegments(isFramework: (id: string) => boolean) {
  const segmentOf = new Map<string, number>();
  const plugin: Plugin = {
    name: 'entry-segments',
    apply: 'build',
    buildEnd() {
      segmentOf.clear();
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      // ESM evaluation order: depth first through each module's static imports in the order written, a module
      // after everything it imports.
      const order: string[] = [];
      const seen = new Set<string>();
      const visit = (id: string) => {
        if (seen.has(id)) return;
        seen.add(id);
        const info = this.getModuleInfo(id);
        for (const imported of info?.importedIds ?? []) visit(imported);
        order.push(id);
      };
      entries.forEach(visit);
      // The entry itself (for the browser build, index.html) and the script it names (app/main.tsx) stay in the
      // entry's chunk, which then imports the pieces.
      const entryChunk = new Set(entries.flatMap((id) => [id, ...(this.getModuleInfo(id)?.importedIds ?? [])]));
      let segment = 1;
      let bytes = 0;
      for (const id of order) {
        // The framework has a chunk of its own (vite.config.ts).
        if (isFramework(id) || entryChunk.has(id)) continue;
        if (bytes >= SEGMENT_SOURCE_BYTES) {
          segment += 1;
          bytes = 0;
        }
        segmentOf.set(id, segment);
        bytes += this.getModuleInfo(id)?.code?.length ?? 0;
      }
    },
  };
  /** The chunk a module of the entry's static graph goes into, or null for one this split leaves alone. */
  const chunkName = (id: string) => {
    const segment = segmentOf.get(id);
    return segment === undefined ? null : `${ENTRY_SEGMENT_PREFIX}${segment}`;
  };
  return { plugin, chunkName };
}
