import * as v from 'valibot';
import { VENDOR_CATEGORIES } from './choices.ts';
import {
  optionalEmail,
  optionalText,
  optionalWebUrl,
  requiredText,
  sortOrder,
  visibility,
  type Stored,
} from './fields.ts';

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
