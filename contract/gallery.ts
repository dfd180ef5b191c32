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
/**
 * The pixel size of an uploaded photo's large copy (the file `imageUrl` names), read by the server from the stored
 * file itself when the item is saved (server/uploads/image-sizes.ts), never sent by the dashboard. A linked photo
 * (an address elsewhere) has none: its size is not known, and is never guessed.
 */
export interface ImageSize {
  width: number;
  height: number;
}
export type GalleryItem = GalleryInput & Stored & Partial<ImageSize>;
export type PublicGalleryItem = Pick<
  GalleryItem,
  'id' | 'title' | 'description' | 'imageUrl' | 'category' | 'width' | 'height'
>;
