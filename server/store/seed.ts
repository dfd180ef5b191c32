import { randomUUID } from 'node:crypto';
import type { FaqInput } from '../../contract/faq.ts';
import type { PolicyInput } from '../../contract/policy.ts';
import type { VendorInput } from '../../contract/vendor.ts';
import type { Data, Store } from './store.ts';

/** The artist's home city: the travel fee's first 10 miles are counted from here. Written once, used below. */
export const HOME_CITY = 'Sacramento';

/** Spec section 9, in the order the services page shows them. */
export const SEED_POLICIES: PolicyInput[] = [
  {
    title: 'Booking Minimum',
    content: 'A minimum of 4 services is required to book wedding days on Saturdays or Sundays.',
  },
  {
    title: 'Bridal Previews',
    content:
      'Bridal previews (trials) are booked separately and do not count toward the 4-service wedding minimum.\n\n' +
      'A preview is $175 and takes about 120 minutes at my location, with a consultation during the trial.',
  },
  {
    title: 'Deposit',
    content:
      'A $100 non-refundable deposit and a signed contract are required to secure wedding days (Fridays, Saturdays and Sundays).\n\n' +
      "In an emergency, the deposit can be moved to another date with 6 months' notice.",
  },
  {
    title: 'Travel Fee',
    content:
      `On-location services have a base travel fee of $40, which covers up to 10 miles from my residence in ${HOME_CITY}.\n\n` +
      'Beyond 10 miles, travel is $1.00 per mile, round trip.',
  },
].map((policy, index) => ({ ...policy, isVisible: true, sortOrder: index + 1 }));

/** Drawn only from the facts of the spec: booking, services and prices, minimums, deposit, travel, lessons. */
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
    answer: `I am booking 2025 and 2026, in ${HOME_CITY} and throughout Northern California.`,
  },
  {
    question: 'What services do you offer, and what do they cost?',
    answer:
      'Weddings (minimum of 4 services):\n' +
      '- Bridal Makeup: $225 (90 min)\n- Bridal Preview: $175 (120 min)\n- Mother of the Bride / Groom: $150 (60 min)\n' +
      '- Bridesmaid: $150 (60 min)\n- Wedding Attendee: $150 (60 min)\n\n' +
      'Special Events & Photoshoots:\n- Graduation, Prom, Photoshoot or Birthday Makeup: $150 each (60 min)\n\n' +
      'Add-ons:\n- Flower Girl Makeup (12 & under): $50 (25 min)\n- Unbooked Wedding Guest Touch Up: $40 (15 min)\n\n' +
      '1:1 Lessons:\n- Premium Lesson: $225 (120 min)\n- Pro Lesson: $325 (150 min)',
  },
  {
    question: 'Is there a minimum number of services for weddings?',
    answer:
      'Yes. Wedding days on Saturdays or Sundays need a minimum of 4 services. ' +
      'Bridal previews are booked separately and do not count toward the minimum.',
  },
  {
    question: 'Do you offer bridal trials?',
    answer:
      'Yes: the Bridal Preview ($175, about 120 minutes) is a trial at my location, with a consultation during the trial. ' +
      'Previews are booked separately and do not count toward the wedding minimum.',
  },
  {
    question: 'Do you require a deposit?',
    answer:
      'A $100 non-refundable deposit and a signed contract secure wedding days (Fridays, Saturdays and Sundays). ' +
      "In an emergency, the deposit can be moved to another date with 6 months' notice.",
  },
  {
    question: 'Do you travel to me?',
    answer:
      `Yes. On-location services start at a $40 travel fee, which covers up to 10 miles from my residence in ${HOME_CITY}. ` +
      'Beyond 10 miles, travel is $1.00 per mile, round trip.',
  },
  {
    question: "What's included with bridal makeup?",
    answer:
      'Bridal services include:\n' +
      '- a consultation during your trial, at my location\n- skin prep and eye drops\n- a customized application with false lashes\n' +
      '- a transfer-proof finish\n- body glow on the décolletage and arms\n' +
      '- constant communication and a personalized wedding-day timeline',
  },
  {
    question: "What's included with every service?",
    answer:
      'Every service includes skin prep, a custom look, false lashes, strong hold spray, a transfer-proof finish ' +
      'and a complimentary touch-up kit.',
  },
  {
    question: 'Do you do makeup for flower girls or wedding guests?',
    answer:
      'Yes, as add-ons: Flower Girl Makeup (12 & under) is $50 and takes about 25 minutes, ' +
      'and an Unbooked Wedding Guest Touch Up is $40 and takes about 15 minutes.',
  },
  {
    question: 'Do you teach makeup lessons?',
    answer:
      'Yes, 1:1 lessons for your own makeup or for working on clients:\n' +
      '- Premium Lesson ($225, 120 min): hands-on demo, product recommendations, recap sheet and a goodie bag.\n' +
      '- Pro Lesson ($325, 150 min): everything in the Premium Lesson plus an in-depth recap guide, a brush set, ' +
      'the option to film and take notes, and light refreshments.\n\n' +
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
    if (data.policies.length === 0) data.policies = stored(SEED_POLICIES, createdAt);
    if (data.faqs.length === 0) data.faqs = stored(SEED_FAQS, createdAt);
    if (data.vendors.length === 0) data.vendors = stored(SEED_VENDORS, createdAt);
    data.seededAt = createdAt;
  });
}
