import { MAX_UPLOAD_BYTES, thumbnailOf, UPLOAD_FORMATS, UPLOAD_TOO_LARGE_MESSAGE } from '#contract/uploads.ts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { api } from '#contract/api.ts';
import { GALLERY_CATEGORY_CHOICES, labelOf } from '#contract/choices.ts';
import { galleryInput, type GalleryInput, type GalleryItem } from '#contract/gallery.ts';
import { ApiError } from '#shared/api-client.ts';
import { media, theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { useToast } from '#shared/ui/toast.tsx';
import { reasonOf, useAdminSession } from '../session/admin-session.tsx';
import { FormFailure, SaveFailed } from '#shared/ui/form-failure.tsx';
import { FieldError, FieldInput, FormActions, FormFields, type FieldChange } from '../ui/form-controls.tsx';
import {
  Badge,
  EditDeleteButtons,
  FormPanel,
  ListState,
  Panel,
  PanelHeader,
  PanelTitle,
  TabLayout,
} from '../ui/panels.tsx';
import { entityForm, VISIBLE_FIELD } from '../ui/entity-form.ts';
import type { CrudWords } from '../ui/use-crud-actions.ts';
import { useContentTab } from '../ui/use-content-tab.ts';

const WORDS: CrudWords = {
  noun: 'gallery image',
  title: 'Gallery image',
  createVerb: 'add',
  listHeadingId: 'gallery-list-title',
};
/** The server's limit; checked here too so a huge photo is refused before minutes of uploading. */

const GALLERY_FORM = entityForm(galleryInput, {
  title: { kind: 'text', label: 'Title' },
  category: { kind: 'choice', label: 'Category', choices: GALLERY_CATEGORY_CHOICES },
  /** Drawn inside the upload box: an uploaded file or an address. */
  imageUrl: { kind: 'text', label: 'Image URL', type: 'url', inputMode: 'url', placeholder: 'https://' },
  description: { kind: 'long-text', label: 'Description (optional)', rows: 3 },
  isVisible: VISIBLE_FIELD,
});

/** Uploaded images have a 600 px copy for grids. */

const UploadBox = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  border: 1px dashed ${theme.colors.rose};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.ivory};
  ${media.md} {
    grid-column: 1 / -1;
  }
`;

const UploadLabel = styled.label`
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
  color: ${theme.colors.ink};
`;

const FileInput = styled.input`
  width: 100%;
  font-size: 1rem;
  &::file-selector-button {
    margin-right: ${theme.space.sm};
    min-height: 40px;
    padding: 0 ${theme.space.md};
    border: 1px solid ${theme.colors.roseDeep};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.white};
    color: ${theme.colors.roseDeep};
    font-weight: 600;
    cursor: pointer;
  }
`;

const Or = styled.p`
  margin: 0;
  text-align: center;
  font-size: ${theme.fontSizes.xs};
  letter-spacing: 0.2em;
  text-transform: uppercase;
  color: ${theme.colors.muted};
`;

const Preview = styled.img`
  width: 120px;
  height: 120px;
  object-fit: cover;
  border-radius: ${theme.radii.sm};
  border: 1px solid ${theme.colors.line};
`;

const Progress = styled.div`
  display: grid;
  gap: ${theme.space.xs};
  font-size: ${theme.fontSizes.sm};
  progress {
    width: 100%;
    height: 10px;
    accent-color: ${theme.colors.roseDeep};
  }
`;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.md};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.xl} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Overlay = styled.div`
  position: absolute;
  inset: auto 0 0 0;
  display: flex;
  justify-content: center;
  gap: ${theme.space.xs};
  padding: ${theme.space.sm};
  background: linear-gradient(transparent, rgba(43, 34, 32, 0.7));
  transition: opacity ${theme.motion.fast};
  button {
    background: ${theme.colors.white};
  }
  /* With a mouse the buttons appear on hover or keyboard focus; on touch screens they are always shown. */
  @media (hover: hover) {
    opacity: 0;
  }
`;

const Frame = styled.div`
  position: relative;
`;

const Tile = styled.li<{ $highlight: boolean }>`
  border-radius: ${theme.radii.md};
  overflow: hidden;
  background: ${theme.colors.cream};
  border: 2px solid ${({ theme, $highlight }) => ($highlight ? theme.colors.roseDeep : 'transparent')};
  &:hover ${Overlay}, &:focus-within ${Overlay} {
    opacity: 1;
  }
`;

const TileImage = styled.img`
  width: 100%;
  aspect-ratio: 3 / 4;
  object-fit: cover;
`;

const TileBadges = styled.div`
  position: absolute;
  top: ${theme.space.xs};
  left: ${theme.space.xs};
  right: ${theme.space.xs};
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
`;

const TileCaption = styled.p`
  margin: 0;
  padding: ${theme.space.xs} ${theme.space.sm};
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
  color: ${theme.colors.ink};
  background: ${theme.colors.white};
  overflow-wrap: anywhere;
`;

export function GalleryTab() {
  const { list, save, remove, form, confirm, confirmDialog } = useContentTab<GalleryItem, GalleryInput>({
    routes: api.adminGallery,
    listNoun: 'gallery images',
    words: WORDS,
    entity: GALLERY_FORM,
  });
  const { upload } = useAdminSession();
  const toast = useToast();
  const [file, setFile] = useState<File | null>(null);
  const [filePreview, setFilePreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<{ title?: string; image?: string }>({});
  const fileInputRef = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const { values, set } = form;

  useEffect(() => {
    if (!file) {
      setFilePreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setFilePreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const clearFile = () => {
    setFile(null);
    if (fileInputRef.current) fileInputRef.current.value = '';
  };

  const resetAll = () => {
    form.reset();
    clearFile();
    setErrors({});
    setProgress(null);
  };

  const chooseFile = (chosen: File | null) => {
    if (!chosen) {
      clearFile();
      return;
    }
    // Some phones report HEIC photos with no type at all; the server decodes and checks the bytes anyway.
    if (chosen.type && !chosen.type.startsWith('image/')) {
      clearFile();
      toast({
        title: 'Error',
        description: `Please choose an image file (${UPLOAD_FORMATS})`,
        variant: 'error',
      });
      return;
    }
    if (chosen.size > MAX_UPLOAD_BYTES) {
      clearFile();
      toast({
        title: 'Error',
        description: UPLOAD_TOO_LARGE_MESSAGE,
        variant: 'error',
      });
      return;
    }
    setFile(chosen);
    set('imageUrl', '');
    setErrors((current) => ({ ...current, image: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.pending) return;
    // The spec's two checks, in the contract's words: a title, and a file or an address.
    const blank = (key: 'title' | 'imageUrl') =>
      values[key].trim() ? undefined : GALLERY_FORM.field[key].requiredMessage;
    const found = { title: blank('title'), image: file ? undefined : blank('imageUrl') };
    setErrors(found);
    const firstProblem = found.title ?? found.image;
    if (firstProblem) {
      toast({ title: 'Error', description: firstProblem, variant: 'error' });
      // On a phone the field in question may be a screen away from the button.
      (found.title ? form.firstFieldRef.current : fileInputRef.current)?.focus();
      return;
    }

    let imageUrl = values.imageUrl.trim();
    const ok = await form.submitWith(async () => {
      if (file) {
        setProgress(0);
        const body = new FormData();
        body.append('image', file);
        try {
          const reply = await upload(api.adminUpload, body, setProgress);
          if (!reply || typeof reply.imageUrl !== 'string') throw new ApiError(200, 'Invalid response format');
          imageUrl = reply.imageUrl;
        } catch (error) {
          if (error instanceof ApiError && error.status === 401) return false;
          const description = `Failed to upload image: ${reasonOf(error)}`;
          toast({ title: 'Error', description, variant: 'error' });
          throw new SaveFailed(description);
        } finally {
          setProgress(null);
        }
      }
      try {
        return await save({ ...GALLERY_FORM.bodyOf(values), imageUrl }, form.editingId ?? undefined);
      } finally {
        if (file && imageUrl) {
          // The photo is on the server now; keep its address so a retry does not upload it again.
          clearFile();
          set('imageUrl', imageUrl);
        }
      }
    });
    if (ok) resetAll();
  };

  const change: FieldChange<GalleryInput> = (key, value) => {
    set(key, value);
    if (key === 'title' && String(value).trim()) setErrors((current) => ({ ...current, title: undefined }));
  };

  const startEdit = (item: GalleryItem) => {
    clearFile();
    setErrors({});
    form.edit(item);
  };

  const askDelete = async (item: GalleryItem) => {
    const ok = await confirm({
      title: 'Delete image?',
      description: `"${item.title}" will be removed from the gallery. This cannot be undone.`,
    });
    if (ok && (await remove(item.id)) && form.editingId === item.id) resetAll();
  };

  const currentImage = filePreview ?? (values.imageUrl.trim() ? thumbnailOf(values.imageUrl.trim()) : null);
  const uploading = progress !== null;

  return (
    <TabLayout>
      <FormPanel ref={form.formRef} as="form" onSubmit={submit} noValidate aria-labelledby="gallery-form-title">
        <PanelTitle id="gallery-form-title">{form.editingId ? 'Edit Gallery Image' : 'Add New Image'}</PanelTitle>
        <FormFields
          entity={GALLERY_FORM}
          values={values}
          onChange={change}
          firstFieldRef={form.firstFieldRef}
          errors={{ title: errors.title }}
          custom={{
            imageUrl: (
              <UploadBox role="group" aria-label="Image">
                <UploadLabel htmlFor={fileId}>Upload Image</UploadLabel>
                <FileInput
                  ref={fileInputRef}
                  id={fileId}
                  type="file"
                  accept="image/*"
                  disabled={form.pending}
                  aria-describedby={errors.image ? `${fileId}-error` : undefined}
                  onChange={(event) => chooseFile(event.target.files?.[0] ?? null)}
                />
                <Or aria-hidden="true">or</Or>
                <FieldInput
                  field={GALLERY_FORM.field.imageUrl}
                  value={values.imageUrl}
                  disabled={file !== null || form.pending}
                  hint={file ? 'Remove the chosen file to use an address instead.' : undefined}
                  onChange={(typed) => {
                    const address = String(typed);
                    set('imageUrl', address);
                    if (address) clearFile();
                    if (address.trim()) setErrors((current) => ({ ...current, image: undefined }));
                  }}
                />
                {file && (
                  <Button type="button" $size="sm" $variant="ghost" onClick={clearFile} disabled={form.pending}>
                    Remove chosen file
                  </Button>
                )}
                {currentImage && <Preview src={currentImage} alt="Preview of the chosen image" />}
                {errors.image && <FieldError id={`${fileId}-error`}>{errors.image}</FieldError>}
                {uploading && (
                  <Progress role="status">
                    <span>Uploading... {Math.round((progress ?? 0) * 100)}%</span>
                    <progress max={1} value={progress ?? 0} aria-label="Upload progress" />
                  </Progress>
                )}
              </UploadBox>
            ),
          }}
        />
        <FormActions>
          <Button type="submit" disabled={form.pending}>
            {uploading ? 'Uploading...' : form.pending ? 'Saving...' : form.editingId ? 'Update Image' : 'Add Image'}
          </Button>
          {form.editingId && (
            <Button type="button" $variant="secondary" onClick={resetAll} disabled={form.pending}>
              Cancel
            </Button>
          )}
          <FormFailure message={form.failure} />
        </FormActions>
      </FormPanel>

      <Panel aria-labelledby="gallery-list-title">
        <PanelHeader>
          <PanelTitle id="gallery-list-title" tabIndex={-1}>
            Gallery ({list.items.length})
          </PanelTitle>
          <Button
            type="button"
            $size="sm"
            onClick={() => {
              if (form.editingId) resetAll();
              form.focusForm();
            }}
          >
            Add New Image
          </Button>
        </PanelHeader>
        <ListState list={list} empty="No gallery images yet. Add your first image above." />
        <Grid>
          {list.items.map((item) => (
            <Tile key={item.id} $highlight={form.editingId === item.id}>
              <Frame>
                <TileImage src={thumbnailOf(item.imageUrl)} alt={item.title} loading="lazy" />
                <TileBadges>
                  <Badge $tone="category">{labelOf(GALLERY_CATEGORY_CHOICES, item.category)}</Badge>
                  {!item.isVisible && <Badge $tone="hidden">Hidden</Badge>}
                </TileBadges>
                <Overlay>
                  <EditDeleteButtons
                    editLabel={`Edit image ${item.title}`}
                    deleteLabel={`Delete image ${item.title}`}
                    onEdit={() => startEdit(item)}
                    onDelete={() => void askDelete(item)}
                  />
                </Overlay>
              </Frame>
              <TileCaption>{item.title}</TileCaption>
            </Tile>
          ))}
        </Grid>
      </Panel>
      {confirmDialog}
    </TabLayout>
  );
}
