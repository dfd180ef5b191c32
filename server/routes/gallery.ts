import { api } from '#contract/api.ts';
import { galleryInput } from '#contract/gallery.ts';
import { removeUnusedUpload } from '../uploads/image-files.ts';
import { gallerySizeFields } from '../uploads/image-sizes.ts';
import { registerContentArea } from './content-crud.ts';
import { forgetHomePicture } from './site-settings.ts';
import type { RouteDeps } from './context.ts';

export function registerGalleryRoutes(deps: RouteDeps) {
  registerContentArea(deps, {
    collection: 'gallery',
    label: 'Gallery image',
    routes: api.adminGallery,
    schema: galleryInput,
    // The photo's size, for its page's width and height and its structured data, read from the stored file.
    serverFields: (input) => gallerySizeFields(deps.config.uploadsDir, input.imageUrl),
    onDelete: (draft, item) => forgetHomePicture(draft, item.id),
    afterDelete: (item, data) => removeUnusedUpload(deps.config.uploadsDir, item.imageUrl, data.gallery),
    // A replaced photo's files go once nothing points at them, so the uploads folder does not fill with orphans.
    afterUpdate: async (previous, next, data) => {
      if (previous.imageUrl !== next.imageUrl)
        await removeUnusedUpload(deps.config.uploadsDir, previous.imageUrl, data.gallery);
    },
  });
}
