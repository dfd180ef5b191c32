import { thumbnailOf } from '#contract/uploads.ts';
import { Suspense, useRef, useState } from 'react';
import styled from 'styled-components';
import type { PublicGalleryItem } from '#contract/gallery.ts';
import { lazyWithPreload } from '#shared/lazy-with-preload.tsx';
import { media, theme } from '#shared/theme.ts';
import { Container, Section } from '#shared/ui/layout.tsx';
import type { LightboxItem } from '../components/lightbox.tsx';
import { PageHeader, StatusLine } from '../components/page-header.tsx';
import { BUILT_IN_PORTFOLIO } from '../data/artwork.ts';
import { usePublicList } from '../data/public-data.tsx';

// The dialog's code (focus trap, scroll lock) loads only for this page, so the first load of every page stays small.
const Lightbox = lazyWithPreload(() => import('../components/lightbox.tsx').then((m) => m.Lightbox));

/**
 * Fetched when she reaches for a photo: a finger on the grid (scrolling it included), a pointer over a tile, a tile
 * focused from the keyboard; opening one waits for it if it is not here yet. Not at idle: evaluating Radix's dialog
 * then was a 15 ms task at 1x, about 60 ms of blocking time at a phone's 7x, on every visit, a photo opened or not.
 * A failed fetch is tried again by the next touch or by opening the photo.
 */
const fetchLightbox = () => void Lightbox.preload().catch(() => undefined);

interface Tile extends LightboxItem {
  thumb: string;
  srcSet?: string;
  width?: number;
  height?: number;
}

const fromServer = (item: PublicGalleryItem): Tile => ({
  id: item.id,
  title: item.title,
  description: item.description || undefined,
  large: item.imageUrl,
  thumb: thumbnailOf(item.imageUrl),
  // The stored photo's own size (its thumbnail has the same shape); none for a linked photo.
  ...(item.width && item.height ? { width: item.width, height: item.height } : {}),
});

const BUILT_IN_TILES: Tile[] = BUILT_IN_PORTFOLIO.map((piece) => ({
  id: piece.id,
  title: piece.title,
  description: piece.description,
  large: piece.large,
  thumb: piece.image.src,
  srcSet: piece.image.srcSet,
  width: piece.image.width,
  height: piece.image.height,
}));

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${theme.space.sm};
  ${media.sm} {
    grid-template-columns: repeat(3, 1fr);
    gap: ${theme.space.md};
  }
  ${media.lg} {
    grid-template-columns: repeat(4, 1fr);
  }
  ${media.xl} {
    grid-template-columns: repeat(5, 1fr);
  }
`;

const TileButton = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  background: ${theme.colors.cream};
  border-radius: ${theme.radii.md};
  overflow: hidden;
  cursor: zoom-in;
  position: relative;
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 5;
    object-fit: cover;
    transition: transform ${theme.motion.slow};
  }
  span {
    position: absolute;
    left: 0;
    right: 0;
    bottom: 0;
    padding: ${theme.space.lg} ${theme.space.sm} ${theme.space.sm};
    background: linear-gradient(180deg, transparent, rgba(43, 34, 32, 0.7));
    color: ${theme.colors.white};
    font-family: ${theme.fonts.display};
    font-size: ${theme.fontSizes.md};
    text-align: left;
  }
  &:hover img {
    transform: scale(1.04);
  }
`;

export function PortfolioPage() {
  const gallery = usePublicList('gallery');
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  // The owner's photos replace the built-in set as soon as there is at least one.
  const tiles =
    gallery.status === 'loaded' && gallery.items.length > 0 ? gallery.items.map(fromServer) : BUILT_IN_TILES;

  return (
    <>
      <PageHeader
        eyebrow="Bridal · Events · Photoshoots"
        title="PORTFOLIO"
        lead="Soft, luminous looks made to last and to photograph beautifully."
      />
      <Section>
        <Container>
          {gallery.status === 'loading' ? (
            <StatusLine role="status">Loading gallery...</StatusLine>
          ) : (
            <Grid>
              {tiles.map((tile, index) => (
                <li key={tile.id}>
                  <TileButton
                    type="button"
                    onClick={(event) => {
                      opener.current = event.currentTarget;
                      setOpen(index);
                    }}
                    aria-label={`Open ${tile.title} larger`}
                    onPointerDown={fetchLightbox}
                    onPointerEnter={fetchLightbox}
                    onFocus={fetchLightbox}
                  >
                    <img
                      src={tile.thumb}
                      srcSet={tile.srcSet}
                      sizes={
                        tile.srcSet
                          ? '(min-width: 1280px) 20vw, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw'
                          : undefined
                      }
                      // A linked photo's size is not known: the tile's own 4:5 box, which the grid crops it to.
                      width={tile.width ?? 600}
                      height={tile.height ?? 750}
                      alt={tile.description || tile.title}
                      loading={index < 4 ? 'eager' : 'lazy'}
                    />
                    <span aria-hidden="true">{tile.title}</span>
                  </TileButton>
                </li>
              ))}
            </Grid>
          )}
        </Container>
      </Section>
      {open !== null && (
        <Suspense fallback={null}>
          <Lightbox items={tiles} index={open} onIndexChange={setOpen} returnFocus={() => opener.current} />
        </Suspense>
      )}
    </>
  );
}
