import styled from 'styled-components';
import { thumbnailOf } from '#contract/uploads.ts';
import { theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { FieldError, SelectField } from '../ui/form-controls.tsx';
import { move } from './settings-draft.ts';
import type { SectionContext } from './settings-fields.tsx';
import { Grid, Lead } from './settings-layout.ts';

// The home page's pictures, chosen from her gallery: the hero, her portrait, and the carousel's photos in order.

const Photos = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.sm};
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  li {
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radii.sm};
    padding: ${theme.space.xs};
    display: grid;
    gap: ${theme.space.xs};
    font-size: ${theme.fontSizes.sm};
  }
  img {
    width: 100%;
    aspect-ratio: 4 / 5;
    object-fit: cover;
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.cream};
  }
  label {
    display: flex;
    gap: ${theme.space.xs};
    align-items: center;
    min-height: 32px;
  }
`;

const Picks = styled.ol`
  margin: 0 0 ${theme.space.md};
  padding-left: 1.25rem;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space.xs};
    margin-bottom: ${theme.space.xs};
  }
  span {
    flex: 1 1 8rem;
  }
`;

const MAX_CAROUSEL = 6;

/** The two single photos she picks for the home page. */
const PICTURE_CHOICES = [
  { key: 'hero', label: 'Hero photo' },
  { key: 'portrait', label: 'Artist portrait' },
] as const;

export function HomePicturesFields({ draft, change, errors, gallery }: SectionContext) {
  const photo = (id: string) => gallery?.find((item) => item.id === id);
  const carousel = draft.homePictures.carousel;
  return (
    <>
      <Lead>
        Choose from your gallery. Until you choose, the home page shows its built-in artwork. Hidden photos are not
        shown.
      </Lead>
      {gallery === null ? (
        <p role="status">Loading your gallery...</p>
      ) : gallery.length === 0 ? (
        <p>Add photos in the Gallery tab first.</p>
      ) : (
        <>
          <Grid>
            {PICTURE_CHOICES.map(({ key, label }) => (
              <SelectField
                key={key}
                label={label}
                value={draft.homePictures[key]}
                data-field={`homePictures.${key}`}
                error={errors[`homePictures.${key}`]}
                options={[
                  { value: '', label: 'Built-in artwork' },
                  ...gallery.map((item) => ({ value: item.id, label: item.title })),
                ]}
                onChange={(value) => change((d) => void (d.homePictures[key] = value))}
              />
            ))}
          </Grid>
          <h3 style={{ margin: '1.25rem 0 0.5rem' }} id="carousel-title">
            Home carousel ({carousel.length} of {MAX_CAROUSEL})
          </h3>
          {errors['homePictures.carousel'] && <FieldError>{errors['homePictures.carousel']}</FieldError>}
          {carousel.length > 0 && (
            <Picks aria-labelledby="carousel-title">
              {carousel.map((id, index) => (
                <li key={id}>
                  <span>{photo(id)?.title ?? 'A photo no longer in your gallery'}</span>
                  <Button
                    type="button"
                    $variant="ghost"
                    $size="sm"
                    disabled={index === 0}
                    aria-label={`Move ${photo(id)?.title ?? 'photo'} earlier`}
                    onClick={() =>
                      change((d) => void (d.homePictures.carousel = move(d.homePictures.carousel, index, -1)))
                    }
                  >
                    Earlier
                  </Button>
                  <Button
                    type="button"
                    $variant="ghost"
                    $size="sm"
                    disabled={index === carousel.length - 1}
                    aria-label={`Move ${photo(id)?.title ?? 'photo'} later`}
                    onClick={() =>
                      change((d) => void (d.homePictures.carousel = move(d.homePictures.carousel, index, 1)))
                    }
                  >
                    Later
                  </Button>
                </li>
              ))}
            </Picks>
          )}
          <Photos aria-label="Your gallery">
            {gallery.map((item) => {
              const chosen = carousel.includes(item.id);
              const full = !chosen && carousel.length >= MAX_CAROUSEL;
              return (
                <li key={item.id}>
                  <img src={thumbnailOf(item.imageUrl)} alt="" loading="lazy" />
                  <label>
                    <input
                      type="checkbox"
                      checked={chosen}
                      disabled={full}
                      onChange={(event) =>
                        change((d) => {
                          const picks = d.homePictures.carousel.filter((id) => id !== item.id);
                          d.homePictures.carousel = event.target.checked ? [...picks, item.id] : picks;
                        })
                      }
                    />
                    {item.title}
                    {!item.isVisible && ' (hidden)'}
                  </label>
                </li>
              );
            })}
          </Photos>
        </>
      )}
    </>
  );
}
