import { Fragment, useEffect, useId, useState, type FormEvent, type ReactElement } from 'react';
import styled from 'styled-components';
import { api } from '#contract/api.ts';
import type { GalleryItem } from '#contract/gallery.ts';
import { phoneToE164 } from '#contract/phone.ts';
import { placeholderFacts, SITE_SETTINGS_LABELS, type SiteSettingsTextField } from '#contract/site-settings.ts';
import { thumbnailOf } from '#contract/uploads.ts';
import { ApiError } from '#shared/api-client.ts';
import { media, theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { FormFailure, useSubmit } from '#shared/ui/form-failure.tsx';
import { useToast } from '#shared/ui/toast.tsx';
import { reasonOf, useAdminSession } from '../session/admin-session.tsx';
import { FieldError, SelectField, TextAreaField, TextField } from '../ui/form-controls.tsx';
import { Panel, PanelTitle } from '../ui/panels.tsx';
import {
  checkDraft,
  groupDraft,
  itemDraft,
  toDraft,
  type FieldErrors,
  type GroupDraft,
  type ItemDraft,
  type SettingsDraft,
} from './settings-draft.ts';
import { useSavedSettings } from '../ui/saved-settings.tsx';
import { BookingRulesFields } from './booking-rules-fields.tsx';
import { Grid, Lead } from './settings-layout.ts';

const Sections = styled.div`
  display: grid;
  gap: ${theme.space.lg};
`;

const Checklist = styled.div`
  padding: ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: #fff4d6;
  border: 1px solid ${theme.colors.goldDeep};
  h2 {
    font-size: ${theme.fontSizes.lg};
    margin: 0 0 ${theme.space.xs};
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
`;

const Group = styled.fieldset`
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.md};
  padding: ${theme.space.md};
  margin: 0 0 ${theme.space.md};
  min-width: 0;
  legend {
    font-weight: 700;
    padding: 0 ${theme.space.xs};
    color: ${theme.colors.ink};
  }
`;

const Item = styled.div`
  border-top: 1px dashed ${theme.colors.line};
  padding-top: ${theme.space.md};
  margin-top: ${theme.space.md};
  display: grid;
  gap: ${theme.space.sm};
`;

const ItemFields = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  grid-template-columns: 1fr 1fr;
  & > :first-child {
    grid-column: 1 / -1;
  }
  ${media.md} {
    grid-template-columns: 2fr 1fr 1fr 1fr;
    & > :first-child {
      grid-column: auto;
    }
  }
`;

const Toggle = styled.button`
  border: 0;
  background: none;
  padding: ${theme.space.xs} 0;
  min-height: 44px;
  font: inherit;
  font-weight: 700;
  color: ${theme.colors.ink};
  cursor: pointer;
  text-align: left;
  /* The arrow is a hidden span, not generated content, so the button's name is just the group's. */
  .arrow {
    display: inline-block;
    margin-right: ${theme.space.xs};
    transition: transform 0.15s;
  }
  &[aria-expanded='true'] .arrow {
    transform: rotate(90deg);
  }
  .count {
    font-weight: 400;
    color: ${theme.colors.muted};
  }
`;

const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
`;

const SaveBar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 2;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${theme.space.sm};
  padding: ${theme.space.sm} ${theme.space.md};
  background: ${theme.colors.ivory};
  border-top: 1px solid ${theme.colors.line};
  box-shadow: 0 -6px 16px rgba(43, 34, 32, 0.06);
  p {
    margin: 0 auto 0 0;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.danger};
    font-weight: 600;
  }
`;

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

/** A field that is one piece of text: its path (which names its label), a hint, and whether it is a text box. */
interface TextFieldSpec {
  path: SiteSettingsTextField;
  hint?: string | ((draft: SettingsDraft) => string);
  area?: true;
}

const BUSINESS_FIELDS: readonly TextFieldSpec[] = [
  { path: 'artistName' },
  { path: 'businessName' },
  {
    path: 'phone',
    hint: (draft) => {
      const e164 = phoneToE164(draft.phone);
      return e164 ? `Text and call links dial ${e164}.` : 'As you want it shown, such as (916) 555-0142.';
    },
  },
  { path: 'email' },
  { path: 'socialLabel' },
  { path: 'socialUrl', hint: 'Starts with https://. Leave empty to show none.' },
  { path: 'homeCity', hint: "The travel fee's free miles start here." },
  { path: 'homeRegion' },
  { path: 'serviceArea' },
  {
    path: 'siteUrl',
    hint: 'Where the site lives, such as www.yourname.com. Search engines and shared links use it.',
  },
];

const HOME_WORDS_FIELDS: readonly TextFieldSpec[] = [
  { path: 'tagline', hint: 'Put one word between *stars* to set it in italics.' },
  { path: 'subtitle' },
  { path: 'bookingLine', hint: 'Such as "Booking 2027 and 2028". Leave empty to show none.' },
  { path: 'bio.heading' },
];

const INCLUDED_FIELDS: readonly TextFieldSpec[] = [
  { path: 'included.bridal', area: true },
  { path: 'included.all', area: true },
  { path: 'included.onLocationNote', hint: 'Such as "From $40 travel".' },
  { path: 'included.onLocation', area: true },
];

/** The text at a field's path in the draft (every SiteSettingsTextField path ends at a string). */
const textAt = (draft: SettingsDraft, path: SiteSettingsTextField): string =>
  path.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], draft) as string;

function setTextAt(draft: SettingsDraft, path: SiteSettingsTextField, value: string) {
  const keys = path.split('.');
  const last = keys.pop()!;
  const parent = keys.reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], draft);
  (parent as Record<string, string>)[last] = value;
}

/** The two single photos she picks for the home page. */
const PICTURE_CHOICES = [
  { key: 'hero', label: 'Hero photo' },
  { key: 'portrait', label: 'Artist portrait' },
] as const;

const move = <T,>(list: readonly T[], index: number, by: -1 | 1): T[] => {
  const next = [...list];
  const target = index + by;
  if (target < 0 || target >= next.length) return next;
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
};

/** The dashboard's Site Settings form: every business fact the public site shows, saved in one step. */
export function SiteSettingsForm() {
  const session = useAdminSession();
  const toast = useToast();
  const { saved, setSaved } = useSavedSettings();
  const [draft, setDraft] = useState<SettingsDraft | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { pending, failure, run } = useSubmit();
  const [gallery, setGallery] = useState<GalleryItem[] | null>(null);

  useEffect(() => {
    if (saved && !draft) setDraft(toDraft(saved));
  }, [saved, draft]);

  useEffect(() => {
    void session
      .call(api.adminGallery.list)
      .then(setGallery)
      .catch(() => setGallery([]));
  }, [session]);

  if (!draft) return <Panel aria-busy="true">Loading your settings...</Panel>;

  const change = (update: (next: SettingsDraft) => void) => {
    setDraft((current) => {
      if (!current) return current;
      const next = structuredClone(current);
      update(next);
      return next;
    });
  };
  const field: FieldMaker = (path, label, value, set, hint, inputMode) => (
    <TextField
      label={label}
      inputMode={inputMode}
      value={value}
      hint={hint}
      error={errors[path]}
      data-field={path}
      onChange={(text) => {
        set(text);
        if (errors[path]) setErrors(({ [path]: _gone, ...rest }) => rest);
      }}
    />
  );
  const area: FieldMaker = (path, label, value, set, hint) => (
    <TextAreaField
      label={label}
      value={value}
      hint={hint}
      error={errors[path]}
      data-field={path}
      rows={3}
      onChange={(text) => {
        set(text);
        if (errors[path]) setErrors(({ [path]: _gone, ...rest }) => rest);
      }}
    />
  );

  const textField = ({ path, hint, area: isArea }: TextFieldSpec) => (
    <Fragment key={path}>
      {(isArea ? area : field)(
        path,
        SITE_SETTINGS_LABELS[path],
        textAt(draft, path),
        (value) => change((d) => setTextAt(d, path, value)),
        typeof hint === 'function' ? hint(draft) : hint,
      )}
    </Fragment>
  );

  // Everything from checking the draft to storing the answer runs in the one submit, so whatever fails is said
  // beside the field it is about, or else beside the button.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const { body, errors: found } = checkDraft(draft);
      if (!body) {
        setErrors(found);
        focusFirstError(found);
        toast({
          title: 'Error',
          description: 'Please fix the highlighted fields; nothing was saved.',
          variant: 'error',
        });
        return false;
      }
      try {
        const stored = await session.call(api.adminSite.save, { body });
        setSaved(stored);
        setDraft(toDraft(stored));
        setErrors({});
        toast({ title: 'Success', description: 'Settings saved', variant: 'success' });
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return false;
        const fieldPath = error instanceof ApiError ? error.field : undefined;
        if (fieldPath) {
          setErrors({ [fieldPath]: reasonOf(error) });
          focusFirstError({ [fieldPath]: reasonOf(error) });
        }
        toast({ title: 'Error', description: reasonOf(error), variant: 'error' });
        if (fieldPath) return false;
        throw error;
      }
    });
  };

  const missing = saved ? placeholderFacts(saved) : [];
  const errorCount = Object.keys(errors).length;
  const photo = (id: string) => gallery?.find((item) => item.id === id);

  return (
    <form onSubmit={submit} noValidate aria-label="Site Settings">
      <Sections>
        {missing.length > 0 && (
          <Checklist role="region" aria-labelledby="first-run-title">
            <h2 id="first-run-title">Still to make your own</h2>
            <ul>
              {missing.map((fact) => (
                <li key={fact}>{fact}</li>
              ))}
            </ul>
          </Checklist>
        )}

        <Panel aria-labelledby="business-title">
          <PanelTitle id="business-title">Business details</PanelTitle>
          <Grid>{BUSINESS_FIELDS.map(textField)}</Grid>
        </Panel>

        <Panel aria-labelledby="home-words-title">
          <PanelTitle id="home-words-title">Home page words</PanelTitle>
          <Grid>{HOME_WORDS_FIELDS.map(textField)}</Grid>
          <Grid style={{ marginTop: '1rem' }}>
            {textField({ path: 'bio.intro', area: true })}
            {draft.bio.sections.map((section, index) => (
              <Group key={index}>
                <legend>Read More section {index + 1}</legend>
                {field(`bio.sections.${index}.heading`, 'Heading', section.heading, (value) =>
                  change((d) => void (d.bio.sections[index]!.heading = value)),
                )}
                {area(`bio.sections.${index}.text`, 'Text', section.text, (value) =>
                  change((d) => void (d.bio.sections[index]!.text = value)),
                )}
              </Group>
            ))}
          </Grid>
        </Panel>

        <Panel aria-labelledby="services-title">
          <PanelTitle id="services-title">Services and prices</PanelTitle>
          <Lead>Each group is a row of cards on the Services page and a block of the home page&apos;s price list.</Lead>
          {errors.serviceGroups && <FieldError role="alert">{errors.serviceGroups}</FieldError>}
          {draft.serviceGroups.map((group, groupIndex) => (
            <ServiceGroupEditor
              key={group.key}
              group={group}
              index={groupIndex}
              count={draft.serviceGroups.length}
              errors={errors}
              field={field}
              area={area}
              change={(update) => change((d) => update(d.serviceGroups[groupIndex]!))}
              onMove={(by) => change((d) => void (d.serviceGroups = move(d.serviceGroups, groupIndex, by)))}
              onRemove={() => change((d) => void d.serviceGroups.splice(groupIndex, 1))}
            />
          ))}
          <Button
            type="button"
            $variant="secondary"
            $size="sm"
            onClick={() => change((d) => void d.serviceGroups.push(groupDraft({ name: '', note: '', items: [] })))}
          >
            Add group
          </Button>
        </Panel>

        <BookingRulesFields draft={draft} change={change} field={field} area={area} />

        <Panel aria-labelledby="included-title">
          <PanelTitle id="included-title">What&apos;s included</PanelTitle>
          <Lead>One line per bullet point.</Lead>
          <Grid>{INCLUDED_FIELDS.map(textField)}</Grid>
        </Panel>

        <Panel aria-labelledby="pictures-title">
          <PanelTitle id="pictures-title">Home pictures</PanelTitle>
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
                Home carousel ({draft.homePictures.carousel.length} of {MAX_CAROUSEL})
              </h3>
              {errors['homePictures.carousel'] && <FieldError>{errors['homePictures.carousel']}</FieldError>}
              {draft.homePictures.carousel.length > 0 && (
                <Picks aria-labelledby="carousel-title">
                  {draft.homePictures.carousel.map((id, index) => (
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
                        disabled={index === draft.homePictures.carousel.length - 1}
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
                  const chosen = draft.homePictures.carousel.includes(item.id);
                  const full = !chosen && draft.homePictures.carousel.length >= MAX_CAROUSEL;
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
        </Panel>
      </Sections>

      <SaveBar>
        {errorCount > 0 && (
          <p role="alert">{errorCount === 1 ? '1 field needs' : `${errorCount} fields need`} a change before saving.</p>
        )}
        {errorCount === 0 && <FormFailure message={failure} />}
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : 'Save settings'}
        </Button>
      </SaveBar>
    </form>
  );
}

/** Brings the first field with a problem into view and puts the cursor in it. */
function focusFirstError(errors: FieldErrors) {
  const [first] = Object.keys(errors);
  if (!first) return;
  requestAnimationFrame(() => {
    const element =
      document.querySelector<HTMLElement>(`[data-field="${CSS.escape(first)}"]`) ??
      document.querySelector<HTMLElement>(`[data-field^="${CSS.escape(first)}."]`);
    element?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    element?.focus({ preventScroll: true });
  });
}

type FieldMaker = (
  path: string,
  label: string,
  value: string,
  set: (value: string) => void,
  hint?: string,
  inputMode?: 'decimal' | 'numeric',
) => ReactElement;

function ServiceGroupEditor({
  group,
  index,
  count,
  errors,
  field,
  area,
  change,
  onMove,
  onRemove,
}: {
  group: GroupDraft;
  index: number;
  count: number;
  errors: FieldErrors;
  field: FieldMaker;
  area: FieldMaker;
  change: (update: (group: GroupDraft) => void) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const base = `serviceGroups.${index}`;
  const title = group.name || `Group ${index + 1}`;
  // Folded by default, so a phone scrolls past four short rows rather than forty fields; a problem inside opens it.
  const [open, setOpen] = useState(false);
  const hasError = Object.keys(errors).some((path) => path.startsWith(`${base}.`));
  const shown = open || hasError;
  const bodyId = useId();
  return (
    <Group>
      <legend>
        <Toggle type="button" aria-expanded={shown} aria-controls={bodyId} onClick={() => setOpen(!shown)}>
          <span className="arrow" aria-hidden="true">
            ▸
          </span>
          {title}{' '}
          <span className="count">
            ({group.items.length} {group.items.length === 1 ? 'service' : 'services'})
          </span>
        </Toggle>
      </legend>
      <div id={bodyId} hidden={!shown}>
        <Grid>
          {field(`${base}.name`, 'Group name', group.name, (value) => change((g) => void (g.name = value)))}
          {field(
            `${base}.note`,
            'Group note',
            group.note,
            (value) => change((g) => void (g.note = value)),
            'Such as "Minimum of 4 services". Leave empty for none.',
          )}
        </Grid>
        {errors[`${base}.items`] && <FieldError>{errors[`${base}.items`]}</FieldError>}
        {group.items.map((item, itemIndex) => (
          <ServiceItemEditor
            key={item.key}
            item={item}
            base={`${base}.items.${itemIndex}`}
            groupTitle={title}
            first={itemIndex === 0}
            last={itemIndex === group.items.length - 1}
            field={field}
            area={area}
            change={(update) => change((g) => update(g.items[itemIndex]!))}
            onMove={(by) => change((g) => void (g.items = move(g.items, itemIndex, by)))}
            onRemove={() => change((g) => void g.items.splice(itemIndex, 1))}
          />
        ))}
        <RowActions style={{ marginTop: '1rem' }}>
          <Button
            type="button"
            $variant="secondary"
            $size="sm"
            onClick={() => change((g) => void g.items.push(itemDraft()))}
          >
            Add service to {title}
          </Button>
          <Button type="button" $variant="ghost" $size="sm" disabled={index === 0} onClick={() => onMove(-1)}>
            Move {title} up
          </Button>
          <Button type="button" $variant="ghost" $size="sm" disabled={index === count - 1} onClick={() => onMove(1)}>
            Move {title} down
          </Button>
          <Button type="button" $variant="danger" $size="sm" onClick={onRemove}>
            Remove {title}
          </Button>
        </RowActions>
      </div>
    </Group>
  );
}

function ServiceItemEditor({
  item,
  base,
  groupTitle,
  first,
  last,
  field,
  area,
  change,
  onMove,
  onRemove,
}: {
  item: ItemDraft;
  base: string;
  groupTitle: string;
  first: boolean;
  last: boolean;
  field: FieldMaker;
  area: FieldMaker;
  change: (update: (item: ItemDraft) => void) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const name = item.name || 'new service';
  return (
    <Item role="group" aria-label={`${groupTitle}: ${name}`}>
      <ItemFields>
        {field(`${base}.name`, 'Service name', item.name, (value) => change((i) => void (i.name = value)))}
        {field(`${base}.typeLabel`, 'Type label', item.typeLabel, (value) => change((i) => void (i.typeLabel = value)))}
        {field(
          `${base}.price`,
          'Price ($)',
          item.price,
          (value) => change((i) => void (i.price = value)),
          undefined,
          'decimal',
        )}
        {field(
          `${base}.durationMinutes`,
          'Minutes',
          item.durationMinutes,
          (value) => change((i) => void (i.durationMinutes = value)),
          undefined,
          'numeric',
        )}
      </ItemFields>
      {area(`${base}.bullets`, 'Bullet points (optional, one per line)', item.bullets, (value) =>
        change((i) => void (i.bullets = value)),
      )}
      <RowActions>
        <Button type="button" $variant="ghost" $size="sm" disabled={first} onClick={() => onMove(-1)}>
          Move {name} up
        </Button>
        <Button type="button" $variant="ghost" $size="sm" disabled={last} onClick={() => onMove(1)}>
          Move {name} down
        </Button>
        <Button type="button" $variant="danger" $size="sm" onClick={onRemove}>
          Remove {name}
        </Button>
      </RowActions>
    </Item>
  );
}
