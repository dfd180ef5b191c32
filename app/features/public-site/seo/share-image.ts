import type { PublicGalleryItem } from '#contract/gallery.ts';
import type { PublicSiteSettings } from '#contract/site-settings.ts';
import { BUILT_IN_PORTFOLIO, HERO, SERVICES_HEADER, VENDORS_HERO, type Artwork } from '../data/artwork.ts';

/** A picture as search engines and link previews are given it: an absolute address, its size when known. */
export interface PagePicture {
  url: string;
  /** Absent for a photo linked from elsewhere, whose size the server never read: a size is never guessed. */
  width?: number;
  height?: number;
  alt: string;
}

const absolute = (src: string, site: PublicSiteSettings) => new URL(src, site.siteUrl).href;

/** The built-in artwork at its largest file (2000 px for the hero, 1600 px for the bands). */
const artworkPicture = (art: Artwork, site: PublicSiteSettings, alt: string): PagePicture => ({
  url: absolute(art.largest, site),
  width: art.width,
  height: art.height,
  alt,
});

/**
 * The portfolio as the page shows it: her visible gallery photos, or the built-in set while she has none. Each at its
 * largest stored copy: an upload's 1600 px copy (the original is not kept; smaller originals stay their size), the
 * built-in pieces' 1200 px files.
 */
export function portfolioPictures(
  site: PublicSiteSettings,
  gallery: readonly PublicGalleryItem[] | undefined,
): (PagePicture & { title: string })[] {
  if (gallery?.length) {
    return gallery.map((item) => ({
      url: absolute(item.imageUrl, site),
      ...(item.width && item.height ? { width: item.width, height: item.height } : {}),
      // As the page's tile says it.
      alt: item.description || item.title,
      title: item.title,
    }));
  }
  return BUILT_IN_PORTFOLIO.map((piece) => ({
    url: absolute(piece.large, site),
    ...piece.largeSize,
    alt: piece.description,
    title: piece.title,
  }));
}

/** Her chosen hero photo, or the built-in hero artwork. */
function heroPicture(site: PublicSiteSettings): PagePicture {
  const hero = site.pictures.hero;
  if (!hero) return artworkPicture(HERO, site, `Artwork for ${site.businessName}`);
  return {
    url: absolute(hero.src, site),
    ...(hero.width && hero.height ? { width: hero.width, height: hero.height } : {}),
    alt: hero.title,
  };
}

/**
 * The picture a link to the page shows (Open Graph and Twitter), chosen for each page as what the page itself leads
 * with:
 * - `/portfolio`: its first photo (her first visible gallery photo, or the first built-in piece);
 * - `/services` and `/preferred-vendors`: the picture of their own header band;
 * - `/` and every other page (FAQ's, policies, testimonials, the lesson form, whose bands show the hero artwork, and
 *   the private pages a bride may forward): her hero photo, or the built-in hero.
 * Each is the largest copy kept: 1200 px wide or more for all the built-in pictures and for any upload whose original
 * was at least that wide (uploads keep a 1600 px copy and a 600 px one, so the 1600 px one is named).
 */
export function shareImage(
  path: string,
  site: PublicSiteSettings,
  lists: { gallery?: readonly PublicGalleryItem[] },
): PagePicture {
  switch (path) {
    case '/portfolio':
      return portfolioPictures(site, lists.gallery)[0]!;
    case '/services':
      return artworkPicture(SERVICES_HEADER, site, `Artwork for ${site.businessName}'s services and prices`);
    case '/preferred-vendors':
      return artworkPicture(VENDORS_HERO, site, `Artwork for ${site.businessName}'s preferred vendors`);
    default:
      return heroPicture(site);
  }
}
