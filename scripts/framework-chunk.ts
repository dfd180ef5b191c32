import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The module id React DOM's client has in the browser build (vite.config.ts puts it in the framework chunk). */
export const REACT_DOM_CLIENT_MODULE = '\0react-dom-client-production.js';

const REQUIRES =
  'var Scheduler = require("scheduler"),\n  React = require("react"),\n  ReactDOM = require("react-dom");';
const EXPORTS = ['createRoot', 'hydrateRoot', 'version'];

/**
 * React DOM's production client (`react-dom/cjs/react-dom-client.production.js`) rewritten as an ES module: its three
 * `require`s become imports and its `exports.x = ...` an exported object's properties; nothing else changes. A React
 * version that words them differently throws here, so the build fails rather than shipping the slow way (below).
 */
export function reactDomClientModuleCode(): string {
  const reactDom = path.dirname(createRequire(import.meta.url).resolve('react-dom/package.json'));
  const file = path.join(reactDom, 'cjs', 'react-dom-client.production.js');
  const code = readFileSync(file, 'utf8');
  const exported = code.match(/^exports\.\w+ = /gm)?.map((line) => line.slice('exports.'.length, -' = '.length)) ?? [];
  if (!code.includes(REQUIRES) || exported.join() !== EXPORTS.join()) {
    throw new Error(`${file} no longer has the requires and exports that reactDomClientAsModule rewrites`);
  }
  return [
    'import Scheduler from "scheduler";',
    'import React from "react";',
    'import ReactDOM from "react-dom";',
    'const exports = {};',
    code.replace(REQUIRES, () => ''),
    `export const { ${EXPORTS.join(', ')} } = exports;`,
  ].join('\n');
}

/**
 * React DOM's client as an ES module in the browser build (for `app/react-dom-client.ts`, its one importer).
 *
 * Its npm package is CommonJS, which the bundler wraps in a function that runs on first use. V8 compiles a function
 * only when it is first called, so that first call parsed all of React DOM (600 KB) on the main thread: the framework
 * chunk's evaluation was the longest task of a page's start, 20 to 40 ms at 1x, 150 to 300 ms at a phone's 7x
 * (docs/performance.md). A module's top level is compiled while the file downloads, off the main thread, so as a
 * module the same code costs the main thread only its top-level statements. React DevTools' check that a production
 * build was minified, in `react-dom/client`'s index, is left out with that index.
 */
export function reactDomClientAsModule(): Plugin {
  return {
    name: 'react-dom-client-as-module',
    // The build only: `npm run dev` serves React's development builds, and this is the production one.
    apply: 'build',
    enforce: 'pre',
    resolveId: (source, importer) =>
      source === 'react-dom/client' && importer?.endsWith('/app/react-dom-client.ts')
        ? REACT_DOM_CLIENT_MODULE
        : undefined,
    load: (id) => (id === REACT_DOM_CLIENT_MODULE ? reactDomClientModuleCode() : undefined),
  };
}

/** The chunk vite.config.ts puts React, React DOM and the scheduler in. */
export const FRAMEWORK_CHUNK = 'framework';

/** Chromium's explicit compile hint: compile every function of this file while it downloads (V8, Chrome 136 on). */
export const COMPILE_EVERY_FUNCTION_AHEAD = '//# allFunctionsCalledOnLoad';

/**
 * The chunks a page runs as it comes to life (the framework, the entry's pieces) start with Chromium's compile hint.
 * V8 otherwise compiles each function on its first call, on the main thread: hydration's first slices, meant to yield
 * every 5 ms, ran 11 to 19 ms at 1x while React DOM's large functions (beginWork, completeWork, the commit) were
 * compiled, and the entry's functions (every styled component's render, styled-components' own, the pages) took
 * another 15 to 50 ms of main-thread compiling in a home page's start. With the hint they are compiled off the main
 * thread as the files download (docs/performance.md, docs/decisions/0015). Lazily loaded chunks (the dashboard, the
 * lightbox) are left alone. Browsers without the hint read a comment.
 *
 * The comment must be the file's first line: below the line Vite puts at the top of a chunk that loads others
 * (`__vite__mapDeps`), V8 ignores it. So it is written once the bundle is complete, after minification (which would
 * drop a comment) and after Vite's own additions; the file's name, hashed before, stays the same for the same code.
 */
export function compileAhead(runsAtStart: (chunkName: string) => boolean): Plugin {
  return {
    name: 'compile-ahead',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk' && runsAtStart(file.name))
            file.code = `${COMPILE_EVERY_FUNCTION_AHEAD}\n${file.code}`;
        }
      },
    },
  };
}
