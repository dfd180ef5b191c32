import * as ReactDomClient from 'react-dom/client';

/**
 * React DOM's client, started here rather than where it is used: this module is built into the framework chunk with
 * React itself (vite.config.ts), and reading its exports at the top of the module makes React DOM set itself up when
 * that chunk is evaluated. /boot.js evaluates the framework chunk and the app's entry in separate tasks, so a slow
 * phone is never held for both at once. In the build, `react-dom/client` is React DOM's production client rewritten as
 * an ES module, which the browser compiles off the main thread (scripts/framework-chunk.ts).
 */
export const { createRoot, hydrateRoot } = ReactDomClient;
