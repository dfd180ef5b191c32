import { describe, expect, it } from 'vitest';
import {
  agreementReminderText,
  balanceReminderText,
  bookingSummaryText,
  brideMessage,
  personShareText,
  retainerReceivedText,
  signingLinkText,
  type TextedBooking,
  type TextSender,
} from './booking-texts.ts';
import { longDate } from './calendar-day.ts';
import { smsHref } from './phone.ts';
import { DEFAULT_TRAVEL_RULE } from './quote.ts';

const sender: TextSender = {
  artistName: 'Rosa',
  siteUrl: 'https://www.rosaglow.com',
  paymentInstructions: 'Venmo @rosa-glow, Zelle (916) 555-0123, or cash',
  paymentLink: 'https://pay.example.com/rosa',
};

const booking: TextedBooking = {
  clientName: 'Olivia Bennett',
  eventDate: '2026-06-20',
  eventType: 'wedding',
  venueName: 'Vizcaya',
  quote: {
    lines: [
      { name: 'Bride', service: 'Bridal Makeup', price: 225, durationMinutes: 90 },
      { name: 'Bridesmaid 1', service: 'Bridesmaid', price: 150, durationMinutes: 60 },
    ],
    servicesTotal: 375,
    travelMiles: 25,
    travelFee: 70,
    total: 445,
    travelMilesEstimated: true,
    travelByText: false,
    pricedOn: '2026-01-10',
    travelRule: DEFAULT_TRAVEL_RULE,
  },
  retainer: { amount: 100, dueDate: '2026-01-10' },
  paid: 0,
  balance: 445,
  balanceDueDate: '2026-06-13',
};

describe('the booking summary', () => {
  it('lists the party, travel and total, asks for the retainer and says how to pay, signed', () => {
    expect(bookingSummaryText(booking, sender)).toBe(
      [
        'Hi Olivia! Here is the quote for your wedding on Saturday, June 20, 2026 at Vizcaya:',
        'Bride: Bridal Makeup $225',
        'Bridesmaid 1: Bridesmaid $150',
        'Travel (25 miles): $70',
        'Total: $445',
        'To reserve your date, the $100 retainer is due now; it counts toward the total and is non-refundable. The rest is due by Saturday, June 13, 2026.',
        'How to pay: Venmo @rosa-glow, Zelle (916) 555-0123, or cash',
        'Pay online: https://pay.example.com/rosa',
        '- Rosa',
      ].join('\n'),
    );
  });

  it('leaves out what she has not set, travel at her place, and the retainer once it is paid', () => {
    const text = bookingSummaryText(
      { ...booking, quote: { ...booking.quote, travelMiles: 0, travelFee: 0 }, paid: 100, balance: 305 },
      { ...sender, paymentInstructions: ' ', paymentLink: '' },
    );
    expect(text).not.toContain('Travel');
    expect(text).not.toContain('How to pay');
    expect(text).toContain('Paid so far: $100. The balance of $305 is due by Saturday, June 13, 2026.');
  });

  it('says travel beyond her limit is quoted separately, and a special event with no retainer', () => {
    const text = bookingSummaryText(
      {
        ...booking,
        eventType: 'special-event',
        venueName: '',
        quote: { ...booking.quote, travelMiles: 140, travelFee: null, travelByText: true, total: 375 },
        retainer: { amount: 0, dueDate: null },
        balance: 375,
      },
      sender,
    );
    expect(text).toContain('Here is the quote for your event on Saturday, June 20, 2026:');
    expect(text).toContain('Travel (140 miles): quoted separately');
    expect(text).toContain('The balance of $375 is due by Saturday, June 13, 2026.');
    expect(text).not.toContain('retainer');
  });
});

describe('retainer received and the balance reminder', () => {
  it('thanks her for the retainer and says what remains by when', () => {
    expect(retainerReceivedText({ ...booking, paid: 100, balance: 345 }, sender)).toBe(
      [
        'Hi Olivia! I received your $100 retainer, so your wedding on Saturday, June 20, 2026 at Vizcaya is booked.',
        'The balance of $345 is due by Saturday, June 13, 2026. Thank you!',
        '- Rosa',
      ].join('\n'),
    );
  });

  it('reminds her of the balance with cents, and says paid in full when nothing remains', () => {
    expect(balanceReminderText({ ...booking, paid: 100.5, balance: 344.5 }, sender)).toBe(
      [
        'Hi Olivia! A friendly reminder: the balance of $344.50 for your wedding on Saturday, June 20, 2026 at Vizcaya is due by Saturday, June 13, 2026.',
        'How to pay: Venmo @rosa-glow, Zelle (916) 555-0123, or cash',
        'Pay online: https://pay.example.com/rosa',
        '- Rosa',
      ].join('\n'),
    );
    expect(balanceReminderText({ ...booking, paid: 445, balance: 0 }, sender)).toContain('You are paid in full');
  });

  it('names the date once when the balance is due on the wedding day itself', () => {
    const onTheDay = { ...booking, paid: 100, balance: 345, balanceDueDate: booking.eventDate };
    expect(balanceReminderText(onTheDay, sender).split('\n')[0]).toBe(
      'Hi Olivia! A friendly reminder: the balance of $345 is due by the day of your wedding on Saturday, June 20, 2026 at Vizcaya.',
    );
    expect(retainerReceivedText(onTheDay, sender)).toContain(
      'The balance of $345 is due by the day of your wedding. Thank you!',
    );
    const summary = bookingSummaryText({ ...onTheDay, paid: 0, balance: 445 }, sender);
    expect(summary).toContain('The rest is due by the day of your wedding.');
    expect(bookingSummaryText({ ...onTheDay, eventType: 'special-event' }, sender)).toContain(
      'The balance of $345 is due by the day of your event.',
    );
    for (const text of [balanceReminderText(onTheDay, sender), retainerReceivedText(onTheDay, sender), summary]) {
      expect(text.split('Saturday, June 20, 2026').length - 1, text).toBe(1);
    }
  });

  it('goes into an sms: link whole, newlines and all', () => {
    const text = balanceReminderText(booking, sender);
    const href = smsHref('(916) 555-0188', text);
    expect(href.startsWith('sms:+19165550188?&body=')).toBe(true);
    expect(decodeURIComponent(href.split('body=')[1]!)).toBe(text);
  });
});

describe('the signing link text', () => {
  it('sends her own link to read and sign, says it is hers alone, and the last day it works (Sacramento)', () => {
    const link = { url: 'https://www.rosaglow.com/sign#abc.def', expiresAt: '2026-04-10T06:30:00.000Z' };
    const text = signingLinkText(booking, link, sender);
    expect(text).toBe(
      [
        'Hi Olivia! Here is the booking agreement for your wedding on Saturday, June 20, 2026 at Vizcaya, to read and sign: https://www.rosaglow.com/sign#abc.def',
        "This link is yours alone: please don't forward it. It works until Thursday, April 9, 2026.",
        '- Rosa',
      ].join('\n'),
    );
    // Whole in the sms: link, the # and all.
    expect(decodeURIComponent(smsHref('(916) 555-0188', text).split('body=')[1]!)).toBe(text);
  });
});

describe('the agreement reminder', () => {
  it('says her agreement still waits, with her own link and its last day', () => {
    const link = { url: 'https://www.rosaglow.com/sign#abc.def', expiresAt: '2026-04-10T06:30:00.000Z' };
    expect(agreementReminderText(booking, link, sender)).toBe(
      [
        'Hi Olivia! A friendly reminder: your booking agreement for your wedding on Saturday, June 20, 2026 at Vizcaya is waiting for you to sign: https://www.rosaglow.com/sign#abc.def',
        "This link is yours alone: please don't forward it. It works until Thursday, April 9, 2026.",
        '- Rosa',
      ].join('\n'),
    );
  });
});

describe('the PIN text and the long date', () => {
  it('greets her by first name with the schedule link and her PIN', () => {
    expect(brideMessage({ clientName: 'Sofia Ramirez', pin: '048213' }, sender)).toBe(
      'Hi Sofia! Your wedding day makeup schedule is ready. Open https://www.rosaglow.com/wedding-day-schedule and enter your PIN: 048213 - Rosa',
    );
  });

  it('brings her signing link while her agreement waits to be signed', () => {
    const link = { url: 'https://www.rosaglow.com/sign#abc.def', expiresAt: '2026-04-10T06:30:00.000Z' };
    expect(brideMessage({ clientName: 'Sofia Ramirez', pin: '048213' }, sender, link)).toBe(
      [
        'Hi Sofia! Your wedding day makeup schedule is ready. Open https://www.rosaglow.com/wedding-day-schedule and enter your PIN: 048213',
        'Your booking agreement is waiting for you to sign: https://www.rosaglow.com/sign#abc.def',
        "This link is yours alone: please don't forward it. It works until Thursday, April 9, 2026.",
        '- Rosa',
      ].join('\n'),
    );
  });

  it('reads a calendar date the same in every time zone', () => {
    expect(longDate('2026-06-20')).toBe('Saturday, June 20, 2026');
    expect(longDate('2026-01-01T23:30:00.000Z')).toBe('Thursday, January 1, 2026');
    expect(longDate('2026-02-30')).toBe('2026-02-30');
  });
});

describe('who pays what in the texts', () => {
  const jess = {
    name: 'Jess Park',
    share: {
      lines: [
        { name: 'Jess Park', service: 'Bridesmaid', price: 150, durationMinutes: 60 },
        { name: 'Jess Park', service: 'Lashes', price: 20.1, durationMinutes: 15 },
      ],
      total: 170.1,
      paid: 100,
      balance: 70.1,
    },
  };

  it("texts a self-paying person her lines, what she paid, what remains by the client's date, and how to pay", () => {
    expect(personShareText(booking, jess, sender)).toBe(
      [
        "Hi Jess! Here is your share for Olivia's wedding on Saturday, June 20, 2026 at Vizcaya:",
        'Bridesmaid: $150',
        'Lashes: $20.10',
        'Your total: $170.10',
        'Paid so far: $100. Remaining: $70.10, due by Saturday, June 13, 2026.',
        'How to pay: Venmo @rosa-glow, Zelle (916) 555-0123, or cash',
        'Pay online: https://pay.example.com/rosa',
        '- Rosa',
      ].join('\n'),
    );
  });

  it('says "by the day of the wedding" when the balance is due on the day', () => {
    const onTheDay = { ...booking, balanceDueDate: booking.eventDate };
    expect(personShareText(onTheDay, jess, sender)).toContain('Remaining: $70.10, due by the day of the wedding.');
  });

  it('thanks her once she is paid in full, with no payment details', () => {
    const paid = { ...jess, share: { ...jess.share, paid: 170.1, balance: 0 } };
    const text = personShareText(booking, paid, sender);
    expect(text).toContain('You are paid in full. Thank you!');
    expect(text).not.toContain('How to pay');
  });

  it('asks the client for her own share only when others pay for themselves', () => {
    const shared = { ...booking, paid: 250, balance: 195, clientShare: { total: 295, paid: 150, balance: 145 } };
    const summary = bookingSummaryText(shared, sender);
    expect(summary).toContain('Total: $445\nYour share: $295 (the others pay for themselves)');
    expect(balanceReminderText(shared, sender)).toContain('the balance of $145 for your wedding');
    expect(retainerReceivedText(shared, sender)).toContain('The balance of $145 is due');
    // Everyone hers: no share line.
    const all = { ...booking, clientShare: { total: 445, paid: 0, balance: 445 } };
    expect(bookingSummaryText(all, sender)).not.toContain('Your share');
  });
});
