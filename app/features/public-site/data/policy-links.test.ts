import { describe, expect, it } from 'vitest';
import { answerParts, policyAnchors } from './policy-links.ts';

const policies = [
  { id: 'p1', title: 'Booking Minimum' },
  { id: 'p2', title: 'Deposit' },
  { id: 'p3', title: 'Travel Fee' },
  { id: 'p4', title: 'Cancellation Policy' },
];

describe('links from FAQ answers to her policies', () => {
  it('gives each policy a readable place on /policies, unique even for titles that read alike', () => {
    expect([...policyAnchors(policies).values()]).toEqual([
      'booking-minimum-policy',
      'deposit-policy',
      'travel-fee-policy',
      'cancellation-policy',
    ]);
    expect([
      ...policyAnchors([
        { id: 'a', title: 'Travel Fee' },
        { id: 'b', title: 'Travel fee!' },
        { id: 'c', title: 'Política de depósito' },
        { id: 'd', title: '' },
      ]).values(),
    ]).toEqual(['travel-fee-policy', 'travel-fee-policy-2', 'politica-de-deposito-policy', 'a-policy']);
  });

  it('links "The Travel Fee policy" in the seeded answer, and leaves the rest as it is', () => {
    const answer =
      'Yes. On-location services have a travel fee counted from my home, with the first miles covered by a base fee. ' +
      'The Travel Fee policy has the amounts.';
    expect(answerParts(answer, policies)).toEqual([
      {
        text: 'Yes. On-location services have a travel fee counted from my home, with the first miles covered by a base fee. The ',
      },
      { text: 'Travel Fee policy', href: '/policies#travel-fee-policy' },
      { text: ' has the amounts.' },
    ]);
  });

  it('finds a policy by its title in any case, across a line break, and several in one answer', () => {
    expect(answerParts('See the deposit policy and the\nbooking minimum Policy.', policies)).toEqual([
      { text: 'See the ' },
      { text: 'deposit policy', href: '/policies#deposit-policy' },
      { text: ' and the\n' },
      { text: 'booking minimum Policy', href: '/policies#booking-minimum-policy' },
      { text: '.' },
    ]);
    expect(answerParts('Cancellation Policy: read it.', policies)).toEqual([
      { text: 'Cancellation Policy', href: '/policies#cancellation-policy' },
      { text: ': read it.' },
    ]);
  });

  it('links no bare word, no part of a word, and nothing when she has no policies', () => {
    const answer = 'A non-refundable deposit secures the date; my Redeposit policy is not one of them.';
    expect(answerParts(answer, policies)).toEqual([{ text: answer }]);
    expect(answerParts('The Travel Fee policy has the amounts.', [])).toEqual([
      { text: 'The Travel Fee policy has the amounts.' },
    ]);
  });

  it('takes the longest title first', () => {
    const more = [...policies, { id: 'p5', title: 'Wedding Deposit' }];
    expect(answerParts('The Wedding Deposit policy.', more)).toEqual([
      { text: 'The ' },
      { text: 'Wedding Deposit policy', href: '/policies#wedding-deposit-policy' },
      { text: '.' },
    ]);
  });
});
