import { describe, expect, it } from 'vitest';
import { linkAddress, linkExpiresAt, linkToken, readLinkToken, sameText } from './private-links.ts';

const SECRET = 'a-secret-of-this-server';
const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('private-link tokens', () => {
  it('name their kind, record and version in the open, proved by a MAC: nothing stored', () => {
    const token = linkToken(SECRET, 'sign', ID, 3);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token.split('.')[0]!, 'base64url').toString()).toBe(`sign:${ID}:3`);
    expect(readLinkToken(SECRET, token)).toEqual({ kind: 'sign', id: ID, version: 3 });
    // The same facts, the same token: it is made again, never kept.
    expect(linkToken(SECRET, 'sign', ID, 3)).toBe(token);
    expect(linkToken(SECRET, 'sign', ID, 4)).not.toBe(token);
  });

  it('reads nothing from a token another secret made, or one changed in any part', () => {
    const token = linkToken(SECRET, 'sign', ID, 1);
    const [named, mac] = token.split('.') as [string, string];
    const otherVersion = Buffer.from(`sign:${ID}:2`).toString('base64url');
    for (const bad of [
      linkToken('another secret', 'sign', ID, 1),
      `${otherVersion}.${mac}`,
      `${named}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`,
      `${named}=.${mac}`,
      `${named}.${mac}.`,
      `${token}x`,
      token.slice(1),
      '',
      '.',
      'x'.repeat(5000),
      `${Buffer.from(`sign:${ID}:0`).toString('base64url')}.${mac}`,
    ]) {
      expect(readLinkToken(SECRET, bad), bad.slice(0, 60)).toBeUndefined();
    }
    // Well made, but not a version: refused even under the right MAC.
    const subject = `sign:${ID}:01`;
    const zeroPadded = `${Buffer.from(subject).toString('base64url')}.${linkToken(SECRET, 'sign', ID, 1).split('.')[1]}`;
    expect(readLinkToken(SECRET, zeroPadded)).toBeUndefined();
  });

  it('puts the token after # in the address, where no browser sends it', () => {
    const address = linkAddress('https://www.elenamarie.example', '/sign', 'abc.def');
    expect(address).toBe('https://www.elenamarie.example/sign#abc.def');
    expect(new URL(address).pathname).toBe('/sign');
    expect(new URL(address).search).toBe('');
    expect(linkAddress('not an address', '/sign', 'abc.def')).toBe('/sign#abc.def');
  });

  it('expires a link its days after it was issued, and compares in constant time', () => {
    expect(linkExpiresAt('2026-03-10T17:00:00.000Z', 30)).toBe('2026-04-09T17:00:00.000Z');
    expect(sameText('abc', 'abc')).toBe(true);
    expect(sameText('abc', 'abd')).toBe(false);
    expect(sameText('abc', 'abcd')).toBe(false);
  });
});
