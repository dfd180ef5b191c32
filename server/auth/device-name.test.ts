import { describe, expect, it } from 'vitest';
import { describeDevice } from './device-name.ts';

describe('describeDevice', () => {
  it('names the devices she uses in words', () => {
    const agents: [string, string][] = [
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
        'iPhone, Safari',
      ],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/130.0 Mobile/15E148 Safari/604.1',
        'iPhone, Chrome',
      ],
      [
        'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
        'iPad, Safari',
      ],
      [
        'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0 Mobile Safari/537.36',
        'Android, Samsung Internet',
      ],
      [
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 Edg/130.0',
        'Mac, Edge',
      ],
      ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0', 'Windows, Firefox'],
      [
        'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
        'Chromebook, Chrome',
      ],
    ];
    for (const [agent, name] of agents) expect(describeDevice(agent), agent).toBe(name);
  });

  it('shows anything else as sent, without control characters, at most 80 characters', () => {
    expect(describeDevice('')).toBe('Unknown device');
    expect(describeDevice('   ')).toBe('Unknown device');
    expect(describeDevice('curl/8.5.0')).toBe('curl/8.5.0');
    expect(describeDevice('bot\u0000\u001b[31m  red\n\nline')).toBe('bot [31m red line');
    const long = describeDevice('x'.repeat(10_000));
    expect(long).toHaveLength(80);
    expect(long.endsWith('…')).toBe(true);
  });
});
