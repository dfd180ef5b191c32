import * as v from 'valibot';
import { GALLERY_CATEGORIES } from './choices.ts';
import { imageUrl, optionalText, requiredText, visibility, type Stored } from './fields.ts';

export const galleryInput = v.object({
  title: requiredText('Title', 200, 'Please enter a title'),
  description: optionalText('Description', 2000),
  imageUrl,
  category: v.optional(
    v.picklist(GALLERY_CATEGORIES, `Category must be one of ${GALLERY_CATEGORIES.join(', ')}`),
    'general',
  ),
  isVisible: visibility,
});
export type GalleryInput = v.InferOutput<typeof galleryInput>;
export type GalleryItem = GalleryInput & Stored;
export type PublicGalleryItem = Pick<GalleryItem, 'id' | 'title' | 'description' | 'imageUrl' | 'category'>;
