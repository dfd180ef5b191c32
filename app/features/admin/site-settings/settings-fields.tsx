import { Fragment, type ReactElement, type ReactNode } from 'react';
import type { GalleryItem } from '#contract/gallery.ts';
import { phoneToE164 } from '#contract/phone.ts';
import { SITE_SETTINGS_LABELS, type SiteSettingsTextField } from '#contract/site-settings-labels.ts';
import { TextAreaField, TextField, type Keyboard } from '../ui/form-controls.tsx';
import type { FieldErrors, SettingsDraft } from './settings-draft.ts';

// How Site Settings draws a field: its label, its value in the draft, the message beside it and `data-field` (which
// the first message focuses), the keyboard a phone shows for it.

/**
 * What a field holds, for its keyboard. 'decimal' and 'numeric' are the booking rules' words for the same: in Site
 * Settings every decimal is an amount of dollars (prices, fees, retainers), so it gets the money keyboard and its "$".
 */
export type FieldKeyboard = Keyboard | 'decimal' | 'numeric';

/** Makes one field of the form: its path (where its message goes), label, value, how to change it. */
export type FieldMaker = (
  path: string,
  label: string,
  value: string,
  set: (value: string) => void,
  hint?: string,
  keyboard?: FieldKeyboard,
) => ReactElement;

const keyboardOf = (keyboard: FieldKeyboard | undefined): Keyboard | undefined =>
  keyboard === 'decimal' ? 'money' : keyboard === 'numeric' ? 'whole' : keyboard;

/** What a section of the form draws with: the draft and its messages, the field makers, her gallery. */
export interface SectionContext {
  draft: SettingsDraft;
  change: (update: (next: SettingsDraft) => void) => void;
  errors: FieldErrors;
  field: FieldMaker;
  area: FieldMaker;
  textField: (spec: TextFieldSpec) => ReactNode;
  /** Her gallery's photos, null while loading. */
  gallery: GalleryItem[] | null;
}

/** A field that is one piece of text: its path (which names its label), a hint, its keyboard, a text box or not. */
export interface TextFieldSpec {
  path: SiteSettingsTextField;
  hint?: string | ((draft: SettingsDraft) => string);
  keyboard?: Keyboard;
  area?: true;
}

export const BUSINESS_FIELDS: readonly TextFieldSpec[] = [
  { path: 'artistName' },
  { path: 'businessName' },
  {
    path: 'phone',
    keyboard: 'phone',
    hint: (draft) => {
      const e164 = phoneToE164(draft.phone);
      return e164 ? `Text and call links dial ${e164}.` : 'As you want it shown, such as (916) 555-0142.';
    },
  },
  { path: 'email', keyboard: 'email' },
  { path: 'socialLabel' },
  { path: 'socialUrl', keyboard: 'url', hint: 'Starts with https://. Leave empty to show none.' },
  // Only the ZIP (under Bookings and travel) places her for the travel fee; the city is what the pages say.
  {
    path: 'homeCity',
    hint: "Where you are based, as your site says it: in the home page's title, on the Lessons page and in search results. Travel fees count from your Home ZIP, not from here.",
  },
  { path: 'homeRegion' },
  { path: 'serviceArea' },
  {
    path: 'siteUrl',
    keyboard: 'url',
    hint: 'Where the site lives, such as www.yourname.com. Search engines and shared links use it.',
  },
];

export const HOME_WORDS_FIELDS: readonly TextFieldSpec[] = [
  { path: 'tagline', hint: 'Put one word between *stars* to set it in italics.' },
  { path: 'subtitle' },
  { path: 'bookingLine', hint: 'Such as "Booking 2027 and 2028". Leave empty to show none.' },
  { path: 'bio.heading' },
];

export const BIO_INTRO: TextFieldSpec = { path: 'bio.intro', area: true };

export const INCLUDED_FIELDS: readonly TextFieldSpec[] = [
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

/** The form's field makers, for its draft and messages: one-line fields, text boxes, and fields by their spec. */
export function fieldMakers({
  draft,
  errors,
  change,
  clearError,
}: {
  draft: SettingsDraft;
  errors: FieldErrors;
  change: (update: (next: SettingsDraft) => void) => void;
  clearError: (path: string) => void;
}) {
  const field: FieldMaker = (path, label, value, set, hint, keyboard) => (
    <TextField
      label={label}
      keyboard={keyboardOf(keyboard)}
      value={value}
      hint={hint}
      error={errors[path]}
      data-field={path}
      onChange={(text) => {
        set(text);
        if (errors[path]) clearError(path);
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
        if (errors[path]) clearError(path);
      }}
    />
  );
  const textField = ({ path, hint, keyboard, area: isArea }: TextFieldSpec) => (
    <Fragment key={path}>
      {(isArea ? area : field)(
        path,
        SITE_SETTINGS_LABELS[path],
        textAt(draft, path),
        (value) => change((d) => setTextAt(d, path, value)),
        typeof hint === 'function' ? hint(draft) : hint,
        keyboard,
      )}
    </Fragment>
  );
  return { field, area, textField };
}
