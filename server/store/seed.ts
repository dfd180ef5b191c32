import { randomUUID } from 'node:crypto';
import type { FaqInput } from '../../contract/faq.ts';
import { DEFAULT_SITE_SETTINGS } from '../../contract/site-settings-defaults.ts';
import type { PolicyInput } from '../../contract/policy.ts';
import { rulePolicies, type RuleSettings } from '../../contract/rule-texts.ts';
import type { VendorInput } from '../../contract/vendor.ts';
import type { Data, Store } from './store.ts';

/**
 * Spec section 9, in the order the services page shows them, written from her settings (contract/rule-texts.ts):
 * with the first-run ones, the spec's words exactly.
 */
export const seedPolicies = (settings: RuleSettings): PolicyInput[] =>
  rulePolicies(settings).map(({ title, content }, index) => ({
    title,
    content,
    isVisible: true,
    sortOrder: index + 1,
  }));

/** The policies as the first run seeds them. */
export const SEED_POLICIES: PolicyInput[] = seedPolicies(DEFAULT_SITE_SETTINGS);

/**
 * Drawn from the facts of the spec, in words rather than numbers: prices, years and amounts live once, in her Site
 * Settings and her policies, and the answers point there, so changing a price never leaves an old one behind here.
 */
export const SEED_FAQS: FaqInput[] = [
  {
    question: 'How do I book?',
    answer:
      'Booking is by text message. Text me and include:\n' +
      '- the occasion\n- the date\n- the number of services\n- the getting-ready location\n- the time you need to be ready by\n\n' +
      'You can also reach me by e-mail or with a direct message on social media. There is no online booking form.',
  },
  {
    question: 'Which dates are you booking?',
    answer:
      'The years I am booking are at the top of the home page. Text me your date and I will tell you whether it is free.',
  },
  {
    question: 'What services do you offer, and what do they cost?',
    answer:
      'Wedding makeup for the bride, her bridal preview, mothers, bridesmaids and attendees; special event and ' +
      'photoshoot makeup (graduation, prom, photoshoots, birthdays); add-ons for flower girls and unbooked guests; ' +
      'and 1:1 makeup lessons. Every service, with its price and how long it takes, is on the Services page.',
  },
  {
    question: 'Is there a minimum number of services for weddings?',
    answer:
      'Yes, for wedding days on Saturdays or Sundays; the Booking Minimum policy has the number. ' +
      'Bridal previews are booked separately and do not count toward the minimum.',
  },
  {
    question: 'Do you offer bridal trials?',
    answer:
      'Yes: the Bridal Preview is a trial at my location, with a consultation during the trial. ' +
      'Previews are booked separately and do not count toward the wedding minimum; the price is on the Services page.',
  },
  {
    question: 'Do you require a deposit?',
    answer:
      'Yes: a non-refundable deposit and a signed contract secure wedding days. ' +
      'The Deposit policy has the amount, and what happens in an emergency.',
  },
  {
    question: 'Do you travel to me?',
    answer:
      'Yes. On-location services have a travel fee counted from my home, with the first miles covered by a base fee. ' +
      'The Travel Fee policy has the amounts.',
  },
  {
    question: "What's included with bridal makeup?",
    answer:
      'A consultation during your trial, skin prep, a customized application with false lashes, a transfer-proof ' +
      'finish, constant communication and a personalized wedding-day timeline. The whole list is under ' +
      "What's Included on the Services page.",
  },
  {
    question: "What's included with every service?",
    answer:
      'Every service includes skin prep, a custom look, false lashes and a transfer-proof finish, with a ' +
      "complimentary touch-up kit. The whole list is under What's Included on the Services page.",
  },
  {
    question: 'Do you do makeup for flower girls or wedding guests?',
    answer:
      'Yes, as add-ons: flower girl makeup for girls 12 and under, and touch-ups for unbooked wedding guests. ' +
      'Prices are under Add-Ons on the Services page.',
  },
  {
    question: 'Do you teach makeup lessons?',
    answer:
      'Yes, 1:1 lessons for your own makeup or for working on clients: the Premium Lesson (hands-on demo, product ' +
      'recommendations, recap sheet and a goodie bag) and the Pro Lesson (all of that plus an in-depth recap guide, ' +
      'a brush set, the option to film and take notes, and light refreshments).\n\n' +
      "Fill in the lesson questionnaire on the contact form page and I'll get back to you within 24 hours to schedule your session.",
  },
  {
    question: 'Where can I see my wedding-day schedule?',
    answer:
      'Enter the 4 or 6 digit PIN I give you for your wedding on the Wedding Day Schedule page to see ' +
      'your makeup timeline, the event details and the total due.',
  },
].map((faq, index) => ({ ...faq, isVisible: true, sortOrder: index + 1 }));

const vendor = (
  category: VendorInput['category'],
  name: string,
  handle: string,
  description: string,
  extra: Partial<VendorInput> = {},
): Omit<VendorInput, 'sortOrder'> => ({
  name,
  category,
  description,
  // Clearly fictional links: example.com is reserved for documentation and never belongs to anyone.
  socialUrl: `https://instagram.example.com/${handle}`,
  website: '',
  phone: '',
  email: '',
  isVisible: true,
  ...extra,
});

/** The public directory's sample: Photographers 3, Hairstylists 2, Makeup Artists 2, Hair and Makeup 3, Coordinators 1, Content Creators 1. */
export const SEED_VENDORS: VendorInput[] = [
  vendor(
    'Photographers',
    'Golden Hour Photo (sample)',
    'goldenhour.sample',
    'Light, airy wedding and engagement photography.',
    {
      website: 'https://goldenhour.example.com',
    },
  ),
  vendor(
    'Photographers',
    'Oak & Lens (sample)',
    'oakandlens.sample',
    'Documentary-style wedding photography across Northern California.',
  ),
  vendor(
    'Photographers',
    'River City Portraits (sample)',
    'rivercityportraits.sample',
    'Bridal portraits and elopements.',
    {
      website: 'https://rivercityportraits.example.com',
    },
  ),
  vendor('Hairstylists', 'Braids by Bea (sample)', 'braidsbybea.sample', 'Bridal braids, updos and soft waves.'),
  vendor('Hairstylists', 'The Pin Curl Co. (sample)', 'pincurlco.sample', 'Vintage-inspired wedding hair.', {
    website: 'https://pincurl.example.com',
  }),
  vendor('Makeup Artists', 'Blush Theory (sample)', 'blushtheory.sample', 'Event and editorial makeup.'),
  vendor('Makeup Artists', 'Petal Face Makeup (sample)', 'petalface.sample', 'Soft glam for bridal parties.'),
  vendor(
    'Hair and Makeup',
    'Glow Collective (sample)',
    'glowcollective.sample',
    'A hair and makeup team for large bridal parties.',
    {
      website: 'https://glowcollective.example.com',
    },
  ),
  vendor(
    'Hair and Makeup',
    'Veil & Velvet (sample)',
    'veilandvelvet.sample',
    'On-location hair and makeup for weddings and events.',
  ),
  vendor(
    'Hair and Makeup',
    'Bloom Beauty Duo (sample)',
    'bloombeauty.sample',
    'Hair and makeup for intimate weddings.',
  ),
  vendor(
    'Coordinators & Planners',
    'Happily Planned (sample)',
    'happilyplanned.sample',
    'Day-of coordination and full planning.',
    {
      website: 'https://happilyplanned.example.com',
    },
  ),
  vendor(
    'Content Creators',
    'Reel Moments (sample)',
    'reelmoments.sample',
    'Same-day wedding reels and behind-the-scenes content.',
  ),
].map((item, index) => ({ ...item, sortOrder: index + 1 }));

const stored = <T extends object>(items: T[], createdAt: string) =>
  items.map((item) => ({ ...item, id: randomUUID(), createdAt }));

/** Writes the starting content once, on the first start; never again, so the owner's edits are never overwritten. */
export async function seedStartingContent(store: Store): Promise<void> {
  if (store.data.seededAt) return;
  await store.update((data: Data) => {
    if (data.seededAt) return;
    const createdAt = new Date().toISOString();
    // A data file that already has content (made before seeding existed) keeps it; only empty areas are filled.
    if (data.policies.length === 0) data.policies = stored(seedPolicies(data.siteSettings), createdAt);
    if (data.faqs.length === 0) data.faqs = stored(SEED_FAQS, createdAt);
    if (data.vendors.length === 0) data.vendors = stored(SEED_VENDORS, createdAt);
    data.seededAt = createdAt;
  });
}
