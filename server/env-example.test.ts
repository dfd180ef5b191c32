import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const root = path.resolve(import.meta.dirname, '..');
const example = readFileSync(path.join(root, '.env.example'), 'utf8');
/** `NAME=value` lines, and `# NAME=value` ones (named there, set elsewhere). */
const lines = [...example.matchAll(/^(#\s*)?([A-Z][A-Z0-9_]*)=(.*)$/gm)].map(([, commented, name, value]) => ({
  set: !commented,
  name: name!,
  value: value!,
}));
/** Old names the server reads only to refuse them with a message naming the new ones. */
const RETIRED = ['GUESS_LIMIT'];

describe('.env.example, the template of the service settings', () => {
  it('names every variable the server reads at start-up', () => {
    const read = new Set<string>();
    const recording = new Proxy({} as NodeJS.ProcessEnv, {
      get: (_, name) => {
        if (typeof name === 'string') read.add(name);
        return undefined;
      },
    });
    loadConfig(recording, root);
    const named = new Set(lines.map((line) => line.name));
    expect([...read].filter((name) => !named.has(name) && !RETIRED.includes(name))).toEqual([]);
    expect(read.size).toBeGreaterThan(15);
  });

  it('holds the defaults: as it stands it configures exactly what no setting at all does', () => {
    const set = Object.fromEntries(lines.filter((line) => line.set).map((line) => [line.name, line.value]));
    expect(Object.keys(set).length).toBeGreaterThan(15);
    expect(loadConfig(set, root)).toEqual(loadConfig({}, root));
  });
});
