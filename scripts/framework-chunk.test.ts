import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, expect, test } from 'vitest';
import { reactDomClientModuleCode } from './framework-chunk.ts';

const root = path.resolve(import.meta.dirname, '..');
let folder: string | undefined;
afterAll(() => (folder ? rm(folder, { recursive: true, force: true }) : undefined));

test("React DOM's client, rewritten as a module, runs and exports what react-dom/client does", async () => {
  const code = reactDomClientModuleCode();
  expect(code).not.toMatch(/\brequire\(/);
  // Inside the project, so that its imports of react, react-dom and scheduler resolve as the bundler's do.
  folder = await mkdtemp(path.join(root, 'node_modules', '.react-dom-client-'));
  const file = path.join(folder, 'react-dom-client.mjs');
  await writeFile(file, code);
  const asModule = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  const asPackage = createRequire(import.meta.url)('react-dom/client') as Record<string, unknown>;
  expect(Object.keys(asModule).sort()).toEqual(Object.keys(asPackage).sort());
  expect(asModule.version).toBe(asPackage.version);
  expect(typeof asModule.createRoot).toBe('function');
  expect(typeof asModule.hydrateRoot).toBe('function');
});
