import * as v from 'valibot';
import {
  optionalEmail,
  optionalText,
  optionalWebUrl,
  requiredText,
  sortOrder,
  visibility,
  type Stored,
} from './fields.ts';

/**
 * One list for the dashboard and the public directory: the public page's six groups, then the
 * dashboard's ten where they are not already covered (Photography, Hair Styling and Wedding
 * Planning are the same trades as Photographers, Hairstylists and Coordinators & Planners).
 */
export const VENDOR_CATEGORIES = [
  'Photographers',
  'Hairstylists',
  'Makeup Artists',
  'Hair and Makeup',
  'Coordinators & Planners',
  'Content Creators',
  'Venues',
  'Floral Design',
  'Catering',
  'Music & Entertainment',
  'Transportation',
  'Videography',
  'Other',
] as const;
export type VendorCategory = (typeof VENDOR_CATEGORIES)[number];

export const vendorInput = v.object({
  name: requiredText('Name', 200),
  category: v.picklist(VENDOR_CATEGORIES, 'Please choose a vendor category from the list'),
  description: optionalText('Description', 2000),
  website: optionalWebUrl('Website'),
  socialUrl: optionalWebUrl('Social profile'),
  phone: optionalText('Phone', 40),
  email: optionalEmail('Email'),
  isVisible: visibility,
  sortOrder,
});
export type VendorInput = v.InferOutput<typeof vendorInput>;
export type Vendor = VendorInput & Stored;
export type PublicVendor = Omit<Vendor, 'isVisible' | 'createdAt'>;
