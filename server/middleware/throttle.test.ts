import { describe, expect, it } from 'vitest';
import { AttemptBudget, clientKey, RollingCount } from './throttle.ts';

describe('clientKey', () => {
  it('counts IPv4 clients by address and IPv6 clients by their /64', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('2001:db8:aa:bb:1:2:3:4')).toBe('2001:db8:aa:bb::/64');
    expect(clientKey('2001:0db8:00aa:00bb::99')).toBe('2001:db8:aa:bb::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('2001:db8:aa:bb:ffff::1')).toBe(clientKey('2001:db8:aa:bb:1::2'));
    expect(clientKey('2001:db8:aa:bc::1')).not.toBe(clientKey('2001:db8:aa:bb::1'));
  });

  it('reads every spelling of an IPv6 address: an IPv4-mapped one is its IPv4 address, a zone is ignored', () => {
    for (const spelling of [
      '::FFFF:203.0.113.7',
      '0:0:0:0:0:ffff:203.0.113.7',
      '::ffff:cb00:7107',
      '0::ffff:cb00:7107',
    ]) {
      expect(clientKey(spelling), spelling).toBe('203.0.113.7');
    }
    expect(clientKey('2001:db8:aa:bb::1.2.3.4')).toBe('2001:db8:aa:bb::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    // Not an address at all (only a misconfigured proxy could send one): kept as it is, never merged with another.
    expect(clientKey('unknown')).toBe('unknown');
  });
});

describe('AttemptBudget', () => {
  it('counts per client in a window that opens with its first attempt, and forgets it afterwards', () => {
    let time = 0;
    const budget = new AttemptBudget(3, 1000, () => time);
    for (let i = 0; i < 3; i += 1) {
      expect(budget.retryAfter('a')).toBe(0);
      budget.record('a');
    }
    expect(budget.retryAfter('a')).toBe(1);
    expect(budget.retryAfter('b')).toBe(0);
    time = 999;
    expect(budget.retryAfter('a')).toBe(1);
    time = 1000;
    expect(budget.retryAfter('a')).toBe(0);
    expect(budget.size).toBe(0);
  });

  it('holds at most maxClients entries however many addresses an attacker uses', () => {
    let time = 0;
    const budget = new AttemptBudget(10, 15 * 60_000, () => time, 1000);
    for (let i = 0; i < 200_000; i += 1) {
      time += 1;
      budget.record(`10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`);
    }
    expect(budget.size).toBe(1000);
    // Only the newest windows are kept; the oldest were dropped first.
    expect(budget.retryAfter('10.0.0.0')).toBe(0);
  });
});

describe('RollingCount', () => {
  it('counts the last window across the whole site, sliding slot by slot', () => {
    let time = 0;
    const count = new RollingCount(5, 60 * 60_000, () => time);
    for (let i = 0; i < 5; i += 1) count.add();
    expect(count.isFull()).toBe(true);
    time = 30 * 60_000;
    count.add();
    expect(count.total()).toBe(6);
    time = 60 * 60_000;
    // The first five have slid out; the one from half an hour ago still counts.
    expect(count.total()).toBe(1);
    expect(count.isFull()).toBe(false);
  });

  it('says how long until the count is below its limit again', () => {
    let time = 0;
    const count = new RollingCount(3, 60 * 60_000, () => time);
    count.add();
    time = 20 * 60_000;
    count.add();
    count.add();
    time = 30 * 60_000;
    // The first one leaves at 60 minutes, half an hour from now; then two remain, under the limit of three.
    expect(count.retryAfter()).toBe(30 * 60);
    count.add();
    // Now the ones from minute 20 must go as well.
    expect(count.retryAfter()).toBe(50 * 60);
  });
});
