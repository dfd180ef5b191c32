import { Fragment, useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { api } from '#contract/api.ts';
import type { GalleryItem } from '#contract/gallery.ts';
import { placeholderFields } from '#contract/site-settings-defaults.ts';
import { ApiError } from '#shared/api-client.ts';
import { theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { FormFailure, useSubmit } from '#shared/ui/form-failure.tsx';
import { useToast } from '#shared/ui/toast.tsx';
import { reasonOf, useAdminSession } from '../session/admin-session.tsx';
import { Panel } from '../ui/panels.tsx';
import { useSavedSettings } from '../ui/saved-settings.tsx';
import { useUnsavedChanges } from '../ui/unsaved-changes.tsx';
import { FirstRunChecklist, focusField } from './first-run-checklist.tsx';
import { SectionNav, type SectionLink } from './section-nav.tsx';
import { checkDraft, isUnsaved, toDraft, type FieldErrors, type SettingsDraft } from './settings-draft.ts';
import { fieldMakers, type SectionContext } from './settings-fields.tsx';
import { placeholdersIn, SETTINGS_SECTIONS } from './settings-sections.tsx';

const Sections = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  /* A field Tab brings into view stays clear of the sticky bars: the site's header and the jump links above, the
     save bar below. */
  input,
  textarea,
  select,
  button {
    scroll-margin-top: calc(${theme.layout.navHeight} + 7rem);
    scroll-margin-bottom: 5rem;
  }
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
  p.unsaved {
    color: ${theme.colors.muted};
  }
`;

const FORM_NAME = 'Site Settings';

/**
 * The dashboard's Site Settings form: every business fact the public site shows, saved in one step. Above it, the
 * jump links to its sections (and to `more`, the tab's panels after it); it asks before she leaves it unsaved.
 */
export function SiteSettingsForm({ more = [] }: { more?: readonly SectionLink[] }) {
  const session = useAdminSession();
  const toast = useToast();
  const { saved, setSaved } = useSavedSettings();
  const { setUnsaved } = useUnsavedChanges();
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

  const unsaved = useMemo(() => !!draft && !!saved && isUnsaved(draft, saved), [draft, saved]);
  // Leaving drops her changes: the form shows what is saved again.
  const discard = useCallback(() => {
    if (saved) setDraft(toDraft(saved));
    setErrors({});
  }, [saved]);
  useEffect(() => {
    setUnsaved(FORM_NAME, unsaved ? discard : null);
  }, [unsaved, discard, setUnsaved]);
  useEffect(() => () => setUnsaved(FORM_NAME, null), [setUnsaved]);

  if (!draft) return <Panel aria-busy="true">Loading your settings...</Panel>;

  const change = (update: (next: SettingsDraft) => void) => {
    setDraft((current) => {
      if (!current) return current;
      const next = structuredClone(current);
      update(next);
      return next;
    });
  };
  const clearError = (path: string) => setErrors(({ [path]: _gone, ...rest }) => rest);
  const context: SectionContext = {
    draft,
    change,
    errors,
    gallery,
    ...fieldMakers({ draft, errors, change, clearError }),
  };

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

  const errorCount = Object.keys(errors).length;
  const links: SectionLink[] = [
    ...SETTINGS_SECTIONS.map((section) => ({
      titleId: section.titleId,
      title: section.title,
      placeholders: placeholdersIn(section, draft),
    })),
    ...more,
  ];

  return (
    <>
      <SectionNav links={links} />
      <form onSubmit={submit} noValidate aria-label={FORM_NAME}>
        <Sections>
          <FirstRunChecklist facts={saved ? placeholderFields(saved) : []} />
          {SETTINGS_SECTIONS.map((section) => (
            <Fragment key={section.titleId}>{section.render(context)}</Fragment>
          ))}
        </Sections>

        <SaveBar>
          {errorCount > 0 && (
            <p role="alert">
              {errorCount === 1 ? '1 field needs' : `${errorCount} fields need`} a change before saving.
            </p>
          )}
          {errorCount === 0 && unsaved && !failure && <p className="unsaved">Changes not saved yet</p>}
          {errorCount === 0 && <FormFailure message={failure} />}
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving...' : 'Save settings'}
          </Button>
        </SaveBar>
      </form>
    </>
  );
}

/** Brings the first field with a problem into view and puts the cursor in it. */
function focusFirstError(errors: FieldErrors) {
  const [first] = Object.keys(errors);
  if (!first) return;
  requestAnimationFrame(() => focusField(first));
}
