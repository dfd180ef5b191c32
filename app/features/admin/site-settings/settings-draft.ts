import * as v from 'valibot';
import { firstIssueMessage } from '#contract/fields.ts';
import { siteSettingsInput } from '#contract/site-settings.schema.ts';
import type { ServiceItem, SiteSettings } from '#contract/site-settings.ts';

/**
 * The Site Settings form's own shape: what she types, as she types it. Numbers stay text until saved (so "4" on the
 * way to "45" is not rewritten), bullet lists are one line each in a text box.
 */
export interface ItemDraft {
  /** Stable across reordering, so React keeps each row's inputs (and focus) with the row. */
  key: string;
  name: string;
  typeLabel: string;
  price: string;
  durationMinutes: string;
  bullets: string;
}
export interface GroupDraft {
  key: string;
  name: string;
  note: string;
  /** Off: kept in her list, shown on no public page. */
  offered: boolean;
  items: ItemDraft[];
}
export type SettingsDraft = Omit<SiteSettings, 'serviceGroups' | 'included'> & {
  serviceGroups: GroupDraft[];
  included: { bridal: string; all: string; onLocationNote: string; onLocation: string };
};

let keys = 0;
const newKey = () => `row-${(keys += 1)}`;
const lines = (list: readonly string[]) => list.join('\n');
const listOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The list with the entry at `index` moved one place earlier (-1) or later (1). */
export const move = <T>(list: readonly T[], index: number, by: -1 | 1): T[] => {
  const next = [...list];
  const target = index + by;
  if (target < 0 || target >= next.length) return next;
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
};

export const itemDraft = (item?: ServiceItem): ItemDraft => ({
  key: newKey(),
  name: item?.name ?? '',
  typeLabel: item?.typeLabel ?? '',
  price: item ? String(item.price) : '',
  durationMinutes: item ? String(item.durationMinutes) : '',
  bullets: lines(item?.bullets ?? []),
});

export const groupDraft = (group?: SiteSettings['serviceGroups'][number]): GroupDraft => ({
  key: newKey(),
  name: group?.name ?? '',
  note: group?.note ?? '',
  offered: group?.offered !== false,
  items: (group?.items ?? []).map(itemDraft),
});

export function toDraft(settings: SiteSettings): SettingsDraft {
  const { serviceGroups, included, ...rest } = settings;
  return {
    ...structuredClone(rest),
    serviceGroups: serviceGroups.map(groupDraft),
    included: {
      bridal: lines(included.bridal),
      all: lines(included.all),
      onLocationNote: included.onLocationNote,
      onLocation: lines(included.onLocation),
    },
  };
}

/** "$1,250.00" and " 90 " read as numbers; anything else stays text so the schema names the field that is wrong. */
const numberOrText = (text: string) => {
  const cleaned = text.replace(/[$,\s]/g, '');
  return cleaned !== '' && Number.isFinite(Number(cleaned)) ? Number(cleaned) : text;
};

/** The request body: the settings in the contract's shape (checked by the same schema as on the server). */
export function toBody(draft: SettingsDraft): unknown {
  const { serviceGroups, included, ...rest } = draft;
  return {
    ...rest,
    serviceGroups: serviceGroups.map(({ name, note, offered, items }) => ({
      name,
      note,
      offered,
      items: items.map((item) => ({
        name: item.name,
        typeLabel: item.typeLabel,
        price: numberOrText(item.price),
        durationMinutes: numberOrText(item.durationMinutes),
        bullets: listOf(item.bullets),
      })),
    })),
    included: {
      bridal: listOf(included.bridal),
      all: listOf(included.all),
      onLocationNote: included.onLocationNote,
      onLocation: listOf(included.onLocation),
    },
  };
}

/** Where each message goes: a field path ("serviceGroups.0.items.1.price") and the words. */
export type FieldErrors = Record<string, string>;

/**
 * Every problem with the draft, each beside its field. The same schema the server uses, so the form refuses exactly
 * what the server would, before anything is sent.
 */
export function checkDraft(draft: SettingsDraft): { body?: SiteSettings; errors: FieldErrors } {
  const result = v.safeParse(siteSettingsInput, toBody(draft), { abortEarly: false });
  if (result.success) return { body: result.output, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const path = issue.path?.map((item) => String(item.key)).join('.') ?? '';
    // Bullet lines are checked one by one; their message belongs beside the box that holds them all.
    const field = path.replace(/^((?:serviceGroups\.\d+\.items\.\d+\.bullets)|(?:included\.\w+))\.\d+$/, '$1');
    errors[field] ??= firstIssueMessage([issue]);
  }
  return { errors };
}

/**
 * Whether the draft holds changes not saved: what it would send differs from what the saved settings would. (Keys
 * and typing in progress, "4." on the way to "4.50", are not changes.)
 */
export const isUnsaved = (draft: SettingsDraft, saved: SiteSettings): boolean =>
  JSON.stringify(toBody(draft)) !== JSON.stringify(toBody(toDraft(saved)));
