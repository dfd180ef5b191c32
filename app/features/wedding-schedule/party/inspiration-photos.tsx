import { useCallback, useId, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { MAX_INSPIRATION_PHOTOS, MAX_PRIVATE_PHOTO_BYTES, type PartyCard } from '#contract/party-link.ts';
import { ApiError } from '#shared/api-client.ts';
import { theme } from '#shared/theme.ts';
import { FieldError, FieldHint } from '#shared/ui/form-controls.tsx';
import { PrivatePhotoThumbs } from '#shared/ui/private-photo-thumbs.tsx';
import { addInspirationPhoto, partyPhotoBlob, linkRefused, removeInspirationPhoto } from './party-api.ts';

// Up to three inspiration photos on her own link: each sent at once when chosen, shown from the API with the link's
// headers (never a public address), each with Remove. A refusal (too large, too many this hour, the site's space)
// is said beside the field.

const Wrap = styled.div`
  margin-top: ${theme.space.xl};
  display: grid;
  gap: ${theme.space.sm};
  h3 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
  }
`;

/** The file input as a button: a thumb's target, keyboard-reachable, its name what it does. */
const Pick = styled.label`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${theme.space.lg};
  border-radius: ${theme.radii.pill};
  border: 1px solid ${theme.colors.roseDeep};
  color: ${theme.colors.roseDeep};
  font-weight: 600;
  cursor: pointer;
  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: default;
  }
`;

const MAX_MB = MAX_PRIVATE_PHOTO_BYTES / (1024 * 1024);

export function InspirationPhotos({
  card,
  token,
  onCard,
  onStop,
  readOnly = false,
}: {
  card: PartyCard;
  token: string;
  onCard: (card: PartyCard) => void;
  onStop: (message: string) => void;
  readOnly?: boolean;
}) {
  const photos = card.photos ?? [];
  const [error, setError] = useState<string>();
  const [progress, setProgress] = useState<number>();
  const [removing, setRemoving] = useState<string>();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const load = useCallback((photoId: string) => partyPhotoBlob(token, photoId), [token]);

  const refused = (failure: unknown) => {
    if (linkRefused(failure)) onStop(failure.message);
    else setError(failure instanceof ApiError ? failure.message : 'The photo could not be sent. Please try again.');
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(undefined);
    if (file.size > MAX_PRIVATE_PHOTO_BYTES) {
      setError(`That photo is larger than ${MAX_MB} MB. Please choose a smaller one.`);
      return;
    }
    setProgress(0);
    try {
      onCard(await addInspirationPhoto(token, file, setProgress));
    } catch (failure) {
      refused(failure);
    } finally {
      setProgress(undefined);
    }
  };

  const remove = async (photoId: string) => {
    setRemoving(photoId);
    setError(undefined);
    try {
      onCard(await removeInspirationPhoto(token, photoId));
      input.current?.focus();
    } catch (failure) {
      refused(failure);
    } finally {
      setRemoving(undefined);
    }
  };

  if (readOnly && photos.length === 0) return null;
  const full = photos.length >= MAX_INSPIRATION_PHOTOS;
  const busy = progress !== undefined;
  return (
    <Wrap data-field="photo">
      <h3 id={`${id}-title`}>Inspiration photos</h3>
      {!readOnly && (
        <FieldHint id={`${id}-hint`} style={{ margin: 0 }}>
          Up to {MAX_INSPIRATION_PHOTOS} looks you love, {MAX_MB} MB each. Only you and {card.artistName} see them.
        </FieldHint>
      )}
      <PrivatePhotoThumbs
        photos={photos}
        load={load}
        onRemove={readOnly ? undefined : (photoId) => void remove(photoId)}
        removing={removing}
      />
      {!readOnly && !full && (
        <Pick aria-disabled={busy || undefined}>
          {busy ? `Sending… ${Math.round((progress ?? 0) * 100)}%` : 'Add an inspiration photo'}
          <input
            ref={input}
            type="file"
            accept="image/*"
            disabled={busy}
            aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
            aria-invalid={error ? true : undefined}
            onChange={(event) => void choose(event)}
          />
        </Pick>
      )}
      {error && (
        <FieldError id={`${id}-error`} role="alert" $tone="public">
          {error}
        </FieldError>
      )}
    </Wrap>
  );
}
