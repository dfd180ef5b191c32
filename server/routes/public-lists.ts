import type { Faq, PublicFaq } from '#contract/faq.ts';
import type { GalleryItem, PublicGalleryItem } from '#contract/gallery.ts';
import type { Policy, PublicPolicy } from '#contract/policy.ts';
import type { PublicTestimonial, Testimonial } from '#contract/testimonial.ts';
import type { PublicVendor, Vendor } from '#contract/vendor.ts';
import type { Data } from '../store/store.ts';
import { byOrderThenCreation } from './context.ts';

/** What visitors see of each kind of content: the public API and the server-rendered pages both use these. */
const PUBLIC_VIEWS = {
  faqs: ({ id, question, answer }: Faq): PublicFaq => ({ id, question, answer }),
  policies: ({ id, title, content }: Policy): PublicPolicy => ({ id, title, content }),
  testimonials: ({ id, clientName, content, serviceType, rating }: Testimonial): PublicTestimonial => ({
    id,
    clientName,
    content,
    serviceType,
    rating,
  }),
  gallery: ({ id, title, description, imageUrl, category, width, height }: GalleryItem): PublicGalleryItem => ({
    id,
    title,
    description,
    imageUrl,
    category,
    // Only a size read from the stored file (none for a linked photo).
    ...(width && height ? { width, height } : {}),
  }),
  vendors: ({ isVisible: _hidden, createdAt: _created, ...vendor }: Vendor): PublicVendor => vendor,
};

export type PublicCollection = keyof typeof PUBLIC_VIEWS;
export const PUBLIC_COLLECTIONS = Object.keys(PUBLIC_VIEWS) as PublicCollection[];

/** The visible items of one collection, in the owner's order, as visitors see them. */
export function visiblePublicList<C extends PublicCollection>(
  data: Readonly<Data>,
  collection: C,
): ReturnType<(typeof PUBLIC_VIEWS)[C]>[] {
  const items = data[collection] as readonly (Data[C][number] & {
    isVisible?: boolean;
    sortOrder?: number;
    createdAt: string;
  })[];
  const view = PUBLIC_VIEWS[collection] as (item: Data[C][number]) => ReturnType<(typeof PUBLIC_VIEWS)[C]>;
  return [...items]
    .filter((item) => item.isVisible !== false)
    .sort(byOrderThenCreation)
    .map(view);
}
