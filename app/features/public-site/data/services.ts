/** Services, prices and policies (spec point 9): the numbers are the artist's, quote them exactly. */
export interface ServiceOffering {
  name: string;
  /** The small label on the card. */
  type: string;
  price: string;
  duration: string;
  includes?: readonly string[];
}

export interface ServiceGroup {
  id: string;
  title: string;
  note?: string;
  items: readonly ServiceOffering[];
}

export const SERVICE_GROUPS: readonly ServiceGroup[] = [
  {
    id: 'weddings',
    title: 'Weddings',
    note: 'Minimum of 4 services',
    items: [
      { name: 'Bridal Makeup', type: 'Bridal', price: '$225', duration: '90 min' },
      { name: 'Bridal Preview', type: 'Bridal', price: '$175', duration: '120 min' },
      { name: 'Mother of the Bride / Groom', type: 'Wedding', price: '$150', duration: '60 min' },
      { name: 'Bridesmaid', type: 'Wedding', price: '$150', duration: '60 min' },
      { name: 'Wedding Attendee', type: 'Wedding', price: '$150', duration: '60 min' },
    ],
  },
  {
    id: 'special-events',
    title: 'Special Events & Photoshoots',
    items: [
      { name: 'Graduation Makeup', type: 'Special Event', price: '$150 each', duration: '60 min' },
      { name: 'Prom Makeup', type: 'Special Event', price: '$150 each', duration: '60 min' },
      { name: 'Photoshoot Makeup', type: 'Photoshoot', price: '$150 each', duration: '60 min' },
      { name: 'Birthday Makeup', type: 'Special Event', price: '$150 each', duration: '60 min' },
    ],
  },
  {
    id: 'add-ons',
    title: 'Add-Ons',
    items: [
      { name: 'Flower Girl Makeup (12 & Under)', type: 'Add-On', price: '$50', duration: '25 min' },
      { name: 'Unbooked Wedding Guest Touch Up', type: 'Add-On', price: '$40', duration: '15 min' },
    ],
  },
  {
    id: 'lessons',
    title: '1:1 Lessons',
    items: [
      {
        name: 'Premium Lesson',
        type: 'Lesson',
        price: '$225',
        duration: '120 min',
        includes: ['Hands-on demo', 'Product recommendations', 'Recap sheet', 'Goodie bag'],
      },
      {
        name: 'Pro Lesson',
        type: 'Lesson',
        price: '$325',
        duration: '150 min',
        includes: [
          'Everything in the Premium Lesson',
          'In-depth recap guide',
          '14-in-10 duo-end brush set',
          'Option to film and take notes',
          'Light refreshments',
        ],
      },
    ],
  },
];

export const WHATS_INCLUDED = [
  {
    title: 'Bridal Services',
    items: [
      'Consultation during trial',
      "Trials at the artist's location",
      'Skin prep',
      'Eye drops',
      'Customized application',
      'False lashes',
      'Transfer-proof finish',
      'Body glow on décolletage and arms',
      'Constant communication',
      'Personalized wedding-day timeline',
    ],
  },
  {
    title: 'All Services',
    items: ['Skin prep', 'Custom look', 'False lashes', 'Strong hold spray', 'Transfer-proof finish', 'Complimentary touch-up kit'],
  },
  {
    title: 'On Location Services',
    subtitle: 'From $40 travel',
    items: [
      'The artist comes to your getting-ready location',
      'Base travel fee of $40 covers up to 10 miles',
      'Beyond 10 miles, $1.00 per mile round trip',
    ],
  },
] as const;

export const HOW_TO_BOOK = [
  'The occasion',
  'The date',
  'The number of services',
  'The getting-ready location',
  'The time you need to be ready by',
] as const;

export function bookingPolicies(homeCity: string) {
  return [
    {
      title: 'Wedding Services Minimum',
      text: '4 services are required to book wedding days, Saturdays or Sundays. Bridal previews are booked separately and do not count toward the minimum.',
    },
    {
      title: 'Bridal Previews',
      text: 'Bridal previews are booked separately from the wedding day and do not count toward the 4-service minimum.',
    },
    {
      title: 'Deposit',
      text: 'A $100 non-refundable deposit plus a signed contract secures wedding days (Fridays, Saturdays, Sundays). In an emergency, the deposit can be moved to another date with 6 months\u2019 notice.',
    },
    {
      title: 'Travel Fee',
      text: `A base fee of $40 applies to on-location services, covering up to 10 miles from the artist's residence in ${homeCity}. Beyond 10 miles, $1.00 per mile round trip.`,
    },
  ];
}
