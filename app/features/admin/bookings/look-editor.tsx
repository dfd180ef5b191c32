import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import * as v from 'valibot';
import { api } from '#contract/api.ts';
import { firstIssueMessage } from '#contract/fields.ts';
import { LOOK_LIMITS, lookInput, MAX_LOOK_PHOTOS, type Look, type LookLine } from '#contract/look.ts';
import { SESSION_ENDED_MESSAGE } from '#contract/messages.ts';
import { ApiError, callForFile, uploadFile } from '#shared/api-client.ts';
import { theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { FieldError, LegendSet } from '#shared/ui/form-controls.tsx';
import { FormFailure, SaveFailed, useSubmit } from '#shared/ui/form-failure.tsx';
import { PrivatePhotoThumbs } from '#shared/ui/private-photo-thumbs.tsx';
import { useToast } from '#shared/ui/toast.tsx';
import { reasonOf, useAdminSession } from '../session/admin-session.tsx';
import { FormActions, TextAreaField, TextField } from '../ui/form-controls.tsx';
import { SideBox } from './side-box.ts';

// One person's look, kept from her trial for her wedding morning: product and shade lines, her lash style, notes,
// what to bring in the kit for her, and up to six trial photos. Typed on a phone between faces, so each list grows a
// row at a time and every error sits beside its field (the server names them as `lines.2.shade`, `bring.0`). The
// photos save as they are chosen, apart from the words, which Save sends.

const Rows = styled.ul`
  list-style: none;
  margin: 0 0 ${theme.space.sm};
  padding: 0;
  display: grid;
  gap: ${theme.space.sm};
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) auto;
    gap: ${theme.space.xs};
    align-items: end;
  }
  li.single {
    grid-template-columns: minmax(0, 1fr) auto;
  }
  li > button {
    min-height: 44px;
    margin-bottom: 2px;
  }
`;

const Group = styled(LegendSet)`
  margin: 0 0 ${theme.space.md};
`;

const Stack = styled.div`
  display: grid;
  gap: ${theme.space.md};
  margin-bottom: ${theme.space.md};
`;

const Hint = styled.p`
  margin: 0 0 ${theme.space.sm};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.muted};
`;

const PhotoInput = styled.label`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin-top: ${theme.space.sm};
  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
`;

/** Three photos a row in a narrow box: each Remove keeps to one line under its photo. */
const Thumbs = styled.div`
  li > button {
    padding-inline: ${theme.space.xs};
    white-space: nowrap;
  }
`;

type Words = { lines: LookLine[]; lashes: string; notes: string; bring: string[] };
const wordsOf = (look: Look): Words => ({
  lines: look.lines.map((line) => ({ ...line })),
  lashes: look.lashes,
  notes: look.notes,
  bring: [...look.bring],
});

export function LookEditor({ bookingId, person }: { bookingId: string; person: { id: string; name: string } }) {
  const { call, loggedOut } = useAdminSession();
  const toast = useToast();
  const params = { id: bookingId, personId: person.id };
  const [look, setLook] = useState<Look | null>(null);
  const [loadFailed, setLoadFailed] = useState<string>();
  const [words, setWords] = useState<Words>({ lines: [], lashes: '', notes: '', bring: [] });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { pending, failure, run } = useSubmit();
  const [photoState, setPhotoState] = useState<{ busy?: string; progress?: number; error?: string }>({});
  const formRef = useRef<HTMLFormElement>(null);
  const photoId = useId();

  useEffect(() => {
    let current = true;
    call(api.adminBookings.look, { params: { id: bookingId, personId: person.id } })
      .then((answer) => {
        if (!current) return;
        setLook(answer);
        setWords(wordsOf(answer));
      })
      .catch((error: unknown) => current && setLoadFailed(reasonOf(error)));
    return () => {
      current = false;
    };
  }, [call, bookingId, person.id]);

  const clear = (field: string) => {
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  };
  const setLine = (index: number, key: keyof LookLine, value: string) => {
    setWords((current) => ({
      ...current,
      lines: current.lines.map((line, at) => (at === index ? { ...line, [key]: value } : line)),
    }));
    clear(`lines.${index}.${key}`);
  };
  const setBring = (index: number, value: string) => {
    setWords((current) => ({ ...current, bring: current.bring.map((item, at) => (at === index ? value : item)) }));
    clear(`bring.${index}`);
  };
  // A removed row shifts the rows after it: their errors no longer match, so they go (Save finds them again).
  const removeRow = (list: 'lines' | 'bring', index: number) => {
    setWords((current) => ({ ...current, [list]: current[list].filter((_, at) => at !== index) }));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith(list))));
  };
  const addRow = (list: 'lines' | 'bring') => {
    setWords((current) =>
      list === 'lines'
        ? { ...current, lines: [...current.lines, { product: '', shade: '' }] }
        : { ...current, bring: [...current.bring, ''] },
    );
    // The new row's first field, once it is on the page.
    requestAnimationFrame(() => {
      const fields = formRef.current?.querySelectorAll<HTMLInputElement>(`[data-look-list="${list}"] input`);
      fields?.[list === 'lines' ? fields.length - 2 : fields.length - 1]?.focus();
    });
  };

  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    const [first] = Object.keys(found);
    requestAnimationFrame(() =>
      formRef.current
        ?.querySelector<HTMLElement>(`[data-look-field="${first}"] input, [data-look-field="${first}"] textarea`)
        ?.focus(),
    );
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    void run(async () => {
      const checked = v.safeParse(lookInput, words, { abortEarly: false });
      if (!checked.success) {
        const found: Record<string, string> = {};
        for (const issue of checked.issues) {
          const path = issue.path?.map((item) => String(item.key)).join('.') || 'notes';
          found[path] ??= firstIssueMessage([issue]);
        }
        showErrors(found);
        throw new SaveFailed('Please fix the marked fields; the look was not saved.');
      }
      try {
        const answer = await call(api.adminBookings.saveLook, { params, body: checked.output });
        setLook(answer);
        setWords(wordsOf(answer));
        setErrors({});
        toast({ title: 'Success', description: `${person.name}'s look saved`, variant: 'success' });
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.field) showErrors({ [error.field]: error.message });
        if (error instanceof ApiError && error.status !== 401) throw new SaveFailed(`Not saved: ${error.message}`);
        throw error;
      }
    });
  };

  const addPhotos = async (files: FileList | null) => {
    if (!files || files.length === 0 || !look) return;
    const room = MAX_LOOK_PHOTOS - look.photos.length;
    const chosen = [...files].slice(0, Math.max(0, room));
    setPhotoState({});
    for (const [index, file] of chosen.entries()) {
      const form = new FormData();
      form.append('photo', file);
      setPhotoState({ busy: 'upload', progress: 0 });
      try {
        const answer = await uploadFile(api.adminBookings.addLookPhoto, form, {
          params,
          onProgress: (fraction) => setPhotoState({ busy: 'upload', progress: fraction }),
        });
        setLook((current) => (current ? { ...current, photos: answer.photos } : answer));
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) loggedOut(SESSION_ENDED_MESSAGE);
        setPhotoState({ error: `Photo ${index + 1} was not added: ${reasonOf(error)}` });
        return;
      }
    }
    setPhotoState(files.length > chosen.length ? { error: `A look keeps at most ${MAX_LOOK_PHOTOS} photos.` } : {});
  };

  const removePhoto = async (photoId: string) => {
    setPhotoState({ busy: photoId });
    try {
      const answer = await call(api.adminBookings.removeLookPhoto, { params: { ...params, photoId } });
      setLook((current) => (current ? { ...current, photos: answer.photos } : answer));
      setPhotoState({});
    } catch (error) {
      setPhotoState({ error: `The photo was not removed: ${reasonOf(error)}` });
    }
  };

  const loadPhoto = useCallback(
    async (id: string) =>
      (
        await callForFile(api.adminBookings.lookPhoto, 'photo.jpg', {
          params: { id: bookingId, personId: person.id, photoId: id },
        })
      ).blob,
    [bookingId, person.id],
  );

  const titleId = `look-title-${person.id}`;
  if (!look) {
    return (
      <SideBox aria-labelledby={titleId}>
        <h3 id={titleId}>{person.name}&apos;s look</h3>
        <Hint role={loadFailed ? 'alert' : 'status'}>
          {loadFailed ? `The look could not be loaded: ${loadFailed}` : 'Loading…'}
        </Hint>
      </SideBox>
    );
  }

  return (
    <SideBox aria-labelledby={titleId} data-look-editor={person.id}>
      <h3 id={titleId}>{person.name}&apos;s look</h3>
      <Hint>Kept for her wedding morning, and on Faces. She sees it on her link once her trial is done.</Hint>
      <form ref={formRef} onSubmit={save} noValidate aria-label={`${person.name}'s look`}>
        <Group>
          <legend>Products and shades</legend>
          <Rows data-look-list="lines">
            {words.lines.map((line, index) => (
              <li key={index}>
                <div data-look-field={`lines.${index}.product`}>
                  <TextField
                    label={`Product ${index + 1}`}
                    autoComplete="off"
                    placeholder="Foundation"
                    maxLength={LOOK_LIMITS.product}
                    value={line.product}
                    error={errors[`lines.${index}.product`] ?? errors[`lines.${index}`]}
                    onChange={(value) => setLine(index, 'product', value)}
                  />
                </div>
                <div data-look-field={`lines.${index}.shade`}>
                  <TextField
                    label={`Shade ${index + 1}`}
                    autoComplete="off"
                    maxLength={LOOK_LIMITS.shade}
                    value={line.shade}
                    error={errors[`lines.${index}.shade`]}
                    onChange={(value) => setLine(index, 'shade', value)}
                  />
                </div>
                <Button
                  type="button"
                  $size="sm"
                  $variant="ghost"
                  aria-label={`Remove product ${index + 1}`}
                  onClick={() => removeRow('lines', index)}
                >
                  ✕
                </Button>
              </li>
            ))}
          </Rows>
          {errors.lines && <FieldError role="alert">{errors.lines}</FieldError>}
          {words.lines.length < LOOK_LIMITS.lines && (
            <Button type="button" $size="sm" $variant="secondary" onClick={() => addRow('lines')}>
              Add a product
            </Button>
          )}
        </Group>
        <Stack>
          <div data-look-field="lashes">
            <TextField
              label="Lash style"
              autoComplete="off"
              maxLength={LOOK_LIMITS.lashes}
              value={words.lashes}
              error={errors.lashes}
              onChange={(value) => {
                setWords((current) => ({ ...current, lashes: value }));
                clear('lashes');
              }}
            />
          </div>
          <div data-look-field="notes">
            <TextAreaField
              label="Notes"
              rows={2}
              maxLength={LOOK_LIMITS.notes}
              value={words.notes}
              error={errors.notes}
              onChange={(value) => {
                setWords((current) => ({ ...current, notes: value }));
                clear('notes');
              }}
            />
          </div>
        </Stack>
        <Group>
          <legend>Bring for her</legend>
          <Rows data-look-list="bring">
            {words.bring.map((item, index) => (
              <li key={index} className="single">
                <div data-look-field={`bring.${index}`}>
                  <TextField
                    label={`Item ${index + 1}`}
                    autoComplete="off"
                    placeholder="Crimper"
                    maxLength={LOOK_LIMITS.bringItem}
                    value={item}
                    error={errors[`bring.${index}`]}
                    onChange={(value) => setBring(index, value)}
                  />
                </div>
                <Button
                  type="button"
                  $size="sm"
                  $variant="ghost"
                  aria-label={`Remove item ${index + 1}`}
                  onClick={() => removeRow('bring', index)}
                >
                  ✕
                </Button>
              </li>
            ))}
          </Rows>
          {errors.bring && <FieldError role="alert">{errors.bring}</FieldError>}
          {words.bring.length < LOOK_LIMITS.bring && (
            <Button type="button" $size="sm" $variant="secondary" onClick={() => addRow('bring')}>
              Add an item
            </Button>
          )}
        </Group>
        <FormActions>
          <Button type="submit" $size="sm" aria-disabled={pending || undefined}>
            {pending ? 'Saving...' : 'Save look'}
          </Button>
          <FormFailure message={failure} />
        </FormActions>
      </form>
      <Group as="section" aria-labelledby={photoId} style={{ marginTop: theme.space.md }}>
        <h4 id={photoId} style={{ margin: `0 0 ${theme.space.xs}`, fontSize: theme.fontSizes.sm }}>
          Trial photos ({look.photos.length} of {MAX_LOOK_PHOTOS})
        </h4>
        <Thumbs>
          <PrivatePhotoThumbs
            photos={look.photos}
            load={loadPhoto}
            onRemove={(id) => void removePhoto(id)}
            removing={photoState.busy && photoState.busy !== 'upload' ? photoState.busy : undefined}
            label={(index) => `${person.name}'s trial photo ${index + 1}`}
          />
        </Thumbs>
        {look.photos.length < MAX_LOOK_PHOTOS && (
          <PhotoInput>
            <Button as="span" $size="sm" $variant="secondary" aria-hidden="true">
              {photoState.busy === 'upload'
                ? `Adding… ${Math.round((photoState.progress ?? 0) * 100)}%`
                : 'Add trial photos'}
            </Button>
            <input
              type="file"
              accept="image/*"
              multiple
              aria-label={`Add trial photos of ${person.name}`}
              disabled={photoState.busy === 'upload'}
              onChange={(event) => {
                const input = event.currentTarget;
                void addPhotos(input.files).finally(() => (input.value = ''));
              }}
            />
          </PhotoInput>
        )}
        {photoState.error && <FieldError role="alert">{photoState.error}</FieldError>}
      </Group>
    </SideBox>
  );
}
