// The rules for the owner's photo uploads, shared by the dashboard (which checks before sending) and the server
// (which enforces them).

export const MAX_UPLOAD_MB = 15;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;
/**
 * 50 megapixels: a 48 MP phone photo (8064 x 6048) fits, and so does a 7000 x 7000 scan. A file claiming more is
 * refused from its header, before any pixel is decoded: a few KB of PNG can claim billions of pixels.
 */
export const MAX_MEGAPIXELS = 50;

/** What the server decodes (sharp's formats, and HEIC through its own decoder), in the words the owner reads. */
export const UPLOAD_FORMATS = 'JPEG, PNG, WebP, HEIC, AVIF, GIF or TIFF';

/** An upload is stored at two widths under a server-made name: `/uploads/<id>-1600.webp` and `-600.webp`. */
export const UPLOAD_WIDTHS = { large: 1600, thumb: 600 } as const;

/** Names the server gives to files in the uploads folder. */
export const UPLOADED_FILE_NAME = /^[a-z0-9-]+\.(webp|avif|jpg|png)$/;
/** Addresses of uploaded files, as a gallery item's image URL holds them. */
export const UPLOADED_FILE_PATH = /^\/uploads\/[a-z0-9-]+\.(webp|avif|jpg|png)$/;

/** The name of an upload's file at one of its widths: `<id>-<width>.webp`. */
export const storedUploadName = (id: string, width: number) => `${id}-${width}.webp`;
/** The upload id in the name of a file stored by `storedUploadName`, or undefined for any other name. */
export const storedUploadId = (fileName: string) => /^([a-z0-9-]+)-\d+\.webp$/.exec(fileName)?.[1];

/** The id shared by an upload's two files, or undefined for an image linked from elsewhere. */
export const uploadedImageId = (imageUrl: string) => {
  const id = imageUrl.startsWith('/uploads/') ? storedUploadId(imageUrl.slice('/uploads/'.length)) : undefined;
  return id && imageUrl === `/uploads/${storedUploadName(id, UPLOAD_WIDTHS.large)}` ? id : undefined;
};

/** The 600 px copy of an uploaded image; a linked image is its own thumbnail. */
export const thumbnailOf = (imageUrl: string) => {
  const id = uploadedImageId(imageUrl);
  return id ? `/uploads/${storedUploadName(id, UPLOAD_WIDTHS.thumb)}` : imageUrl;
};

/** Both widths of an uploaded image for `srcset`; undefined for a linked image. */
export const srcSetOf = (imageUrl: string) =>
  uploadedImageId(imageUrl)
    ? `${thumbnailOf(imageUrl)} ${UPLOAD_WIDTHS.thumb}w, ${imageUrl} ${UPLOAD_WIDTHS.large}w`
    : undefined;

export const UPLOAD_TOO_LARGE_MESSAGE = `That image is too large; the limit is ${MAX_UPLOAD_MB} MB`;
export const NOT_AN_IMAGE_MESSAGE = `That file is not an image we can use; please upload a ${UPLOAD_FORMATS} image`;
export const tooManyPixelsMessage = (width: number, height: number) =>
  `That image is ${width} x ${height} pixels (${Math.round((width * height) / 1_000_000)} megapixels); ` +
  `the limit is ${MAX_MEGAPIXELS} megapixels`;
