/** The built-in pictures (generated placeholder artwork in public/images), with their responsive sources. */
export interface Artwork {
  src: string;
  srcSet: string;
  /** The size of the largest file (`largest`), which the page's `srcset` may pick. */
  width: number;
  height: number;
  /** The largest file: the one a link preview shows (seo/share-image.ts). */
  largest: string;
}

const widths = (name: string, list: readonly number[]) => list.map((w) => `/images/${name}-${w}.webp ${w}w`).join(', ');

export function artwork(name: string, list: readonly number[], ratio: number): Artwork {
  const largest = Math.max(...list);
  return {
    src: `/images/${name}-${list[Math.min(1, list.length - 1)]}.webp`,
    srcSet: widths(name, list),
    width: largest,
    height: Math.round(largest / ratio),
    largest: `/images/${name}-${largest}.webp`,
  };
}

export const HERO = artwork('hero', [800, 1400, 2000], 3 / 2);
export const HERO_PORTRAIT = artwork('hero-portrait', [600, 900], 3 / 4);
export const ARTIST = artwork('artist', [400, 800], 4 / 5);
export const SERVICES_HEADER = artwork('services-header', [800, 1600], 16 / 6);
export const VENDORS_HERO = artwork('vendors-hero', [800, 1600], 16 / 6);

export interface PortfolioPiece {
  id: string;
  title: string;
  description: string;
  image: Artwork;
  /** The large version for the lightbox. */
  large: string;
  /** The size of `large`. */
  largeSize: { width: number; height: number };
}

const PORTFOLIO_TITLES: readonly [string, string][] = [
  ['Bridal Beauty', 'Soft, glowing bridal skin with a rosy cheek and a fluttery lash.'],
  ['Romantic Bridal', 'A romantic blush-toned look with a soft, diffused lip.'],
  ['Classic Bridal', 'Timeless bridal makeup: luminous base, defined brows, a classic lash line.'],
  ['Bridal Elegance', 'Elegant champagne eyes and a sculpted, natural finish.'],
  ['Outdoor Bridal', 'A long-wearing, transfer-proof look made for an outdoor ceremony.'],
  ['Bridal Portrait', 'Camera-ready bridal makeup for portraits in natural light.'],
  ['Golden Hour Glow', 'Warm bronze tones that glow at sunset.'],
  ['Garden Ceremony', 'Fresh, dewy skin and a petal-pink lip for a garden wedding.'],
  ['Soft Glam', 'Soft glam with a smoky brown eye and a nude lip.'],
  ['Mother of the Bride', 'A polished, lifted look for the mother of the bride.'],
  ['Bridesmaid Party', 'Cohesive, individual looks for a bridal party.'],
  ['Vineyard Wedding', 'A luminous look for a Northern California vineyard wedding.'],
  ['Engagement Session', 'Natural, photo-ready makeup for an engagement shoot.'],
  ['Graduation Day', 'A bright, fresh look for graduation photos.'],
  ['Prom Night', 'A statement eye balanced with soft skin for prom.'],
  ['Birthday Glam', 'Celebration glam with a touch of shimmer.'],
  ['Editorial Photoshoot', 'A clean editorial look for a studio photoshoot.'],
  ['Natural Radiance', 'Skin-first makeup that looks like you, only more rested.'],
  ['Winter Bride', 'A berry lip and cool-toned glow for a winter wedding.'],
  ['Evening Reception', 'A deeper evening look that lasts through the last dance.'],
  ['Lesson Look', "A student's finished look from a 1:1 makeup lesson."],
  ['Timeless Bride', 'Classic, elegant bridal makeup that photographs beautifully for years.'],
];

const PORTFOLIO_LARGE_WIDTH = 1200;

export const BUILT_IN_PORTFOLIO: readonly PortfolioPiece[] = PORTFOLIO_TITLES.map(([title, description], index) => {
  const name = `portfolio-${String(index + 1).padStart(2, '0')}`;
  return {
    id: name,
    title,
    description,
    image: artwork(name, [400, 800], 4 / 5),
    large: `/images/${name}-${PORTFOLIO_LARGE_WIDTH}.webp`,
    largeSize: { width: PORTFOLIO_LARGE_WIDTH, height: Math.round(PORTFOLIO_LARGE_WIDTH / (4 / 5)) },
  };
});

/** The home page's carousel: six fixed, titled images. */
export const CAROUSEL = BUILT_IN_PORTFOLIO.slice(0, 6);
