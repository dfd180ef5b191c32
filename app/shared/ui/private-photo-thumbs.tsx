import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { theme } from '../theme.ts';
import { Button } from './button.tsx';

// Private photos (a person's inspiration photos) as thumbnails. They are served only through /api/ with headers a
// plain <img src> cannot send (her link's token, or the dashboard's session with no public address), so each is
// fetched by `load` and shown from a blob: address, which is dropped when the photo leaves the screen. Nothing here
// reaches a service-worker cache: the worker's runtime caching never matches /api/.

export interface PrivatePhotoRef {
  id: string;
  width: number;
  height: number;
}

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${theme.space.sm};
  li {
    display: grid;
    gap: ${theme.space.xs};
    justify-items: center;
    min-width: 0;
  }
  .frame {
    width: 100%;
    aspect-ratio: 1;
    border-radius: ${theme.radii.md};
    border: 1px solid ${theme.colors.line};
    background: ${theme.colors.cream};
    overflow: hidden;
    display: grid;
    place-items: center;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.muted};
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

/** One photo: loading, then its picture (or a word when it could not be fetched). */
function Thumb({ photo, label, load }: { photo: PrivatePhotoRef; label: string; load: (id: string) => Promise<Blob> }) {
  const [src, setSrc] = useState<string | null>();
  useEffect(() => {
    let url: string | undefined;
    let cancelled = false;
    load(photo.id)
      .then((blob) => {
        if (cancelled) return;
        url = URL.createObjectURL(blob);
        setSrc(url);
      })
      .catch(() => !cancelled && setSrc(null));
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [photo.id, load]);
  return (
    <div className="frame">
      {src ? (
        <img src={src} alt={label} width={photo.width} height={photo.height} data-private-photo={photo.id} />
      ) : (
        <span role="img" aria-label={label}>
          {src === null ? 'Not loaded' : 'Loading…'}
        </span>
      )}
    </div>
  );
}

export function PrivatePhotoThumbs({
  photos,
  load,
  onRemove,
  removing,
  label = (index) => `Inspiration photo ${index + 1}`,
}: {
  photos: readonly PrivatePhotoRef[];
  load: (id: string) => Promise<Blob>;
  /** A Remove button under each photo, when given. */
  onRemove?: (id: string) => void;
  /** The photo being removed (its button waits). */
  removing?: string;
  label?: (index: number) => string;
}) {
  if (photos.length === 0) return null;
  return (
    <Grid>
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <Thumb photo={photo} label={label(index)} load={load} />
          {onRemove && (
            <Button
              type="button"
              $size="sm"
              $variant="ghost"
              disabled={removing !== undefined}
              aria-busy={removing === photo.id || undefined}
              onClick={() => onRemove(photo.id)}
            >
              Remove<span className="visually-hidden"> {label(index).toLowerCase()}</span>
            </Button>
          )}
        </li>
      ))}
    </Grid>
  );
}
