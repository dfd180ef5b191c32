import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from './site-settings-defaults.ts';
import { form1099For } from './form-1099.ts';
import { thresholdFor, type PayoutMethod } from './payout.ts';

const thresholds = DEFAULT_SITE_SETTINGS.form1099Thresholds;
const paid = (amount: number, paidOn: string, method: PayoutMethod) => ({ amount, paidOn, method });

describe('form1099For', () => {
  it('adds Zelle, cash and check payouts of the year and leaves Venmo, PayPal and card out', () => {
    const total = form1099For({
      year: 2026,
      thresholds,
      w9OnFile: true,
      payouts: [
        paid(300, '2026-03-01', 'zelle'),
        paid(200.5, '2026-05-01', 'cash'),
        paid(100, '2026-06-01', 'check'),
        paid(900, '2026-07-01', 'venmo'),
        paid(50, '2026-07-02', 'paypal'),
        paid(25, '2026-07-03', 'card'),
        paid(1000, '2025-12-31', 'zelle'),
        paid(1000, '2027-01-01', 'zelle'),
      ],
    });
    expect(total.total).toBe(60050);
    expect(total.leftOut).toBe(97500);
    expect(total.due).toBe(false);
    expect(total.flags).toEqual([]);
  });

  it('flags $600 or more for 2025', () => {
    const at = form1099For({ year: 2025, thresholds, w9OnFile: true, payouts: [paid(600, '2025-10-01', 'zelle')] });
    expect(at.threshold).toBe(60000);
    expect(at.due).toBe(true);
    expect(at.flags).toEqual(['1099-NEC due: $600.00 paid by Zelle, cash or check in 2025 (threshold $600.00)']);
    expect(
      form1099For({ year: 2025, thresholds, w9OnFile: true, payouts: [paid(599.99, '2025-10-01', 'cash')] }).due,
    ).toBe(false);
  });

  it('flags $2,000 or more for 2026, not $600', () => {
    const under = form1099For({
      year: 2026,
      thresholds,
      w9OnFile: true,
      payouts: [paid(1999.99, '2026-10-01', 'zelle')],
    });
    expect(under.due).toBe(false);
    expect(under.summary).toBe('1099-NEC total $1,999.99 of the $2,000.00 threshold');
    const at = form1099For({
      year: 2026,
      thresholds,
      w9OnFile: true,
      payouts: [paid(1999.99, '2026-10-01', 'zelle'), paid(0.01, '2026-12-31', 'check')],
    });
    expect(at.due).toBe(true);
  });

  it('says a year without a threshold has none, and flags nothing but a missing W-9', () => {
    expect(thresholdFor(2027, thresholds)).toBeNull();
    const later = form1099For({
      year: 2027,
      thresholds,
      w9OnFile: true,
      payouts: [paid(50_000, '2027-03-01', 'zelle')],
    });
    expect(later.threshold).toBeNull();
    expect(later.due).toBe(false);
    expect(later.summary).toBe('1099-NEC total $50,000.00. No 1099-NEC threshold set for 2027');
    expect(later.flags).toEqual([]);
    // Her own setting for 2027 counts.
    const set = form1099For({
      year: 2027,
      thresholds: [...thresholds, { year: 2027, amount: 2100 }],
      w9OnFile: true,
      payouts: [paid(2100, '2027-03-01', 'cash')],
    });
    expect(set.due).toBe(true);
  });

  it('flags an artist paid that year without a W-9 on file', () => {
    const venmoOnly = form1099For({
      year: 2026,
      thresholds,
      w9OnFile: false,
      payouts: [paid(50, '2026-03-01', 'venmo')],
    });
    expect(venmoOnly.flags).toEqual(['No W-9 on file']);
    expect(form1099For({ year: 2026, thresholds, w9OnFile: false, payouts: [] }).w9Missing).toBe(false);
  });
});
