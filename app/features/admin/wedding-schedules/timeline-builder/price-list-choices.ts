/**
 * The builder's choices from her price list and the rows so far: the service select's options, the service a role
 * is made for, a service's minutes, and the one-tap roles offered on an empty row. Pure.
 */

import type { ServiceGroup } from '#contract/site-settings.ts';
import { isBride, personKey } from '#contract/back-timing.ts';
import { parseTimeToMinutes } from '#contract/clock-time.ts';
import { serviceFit } from '#contract/schedule-line.ts';
import type { SelectOption } from '../../ui/form-controls.tsx';
import type { DraftPerson } from './timeline-draft.ts';

/** Roles she types most, offered as one-tap choices on an empty row; the field takes any name or role. */
const QUICK_ROLES = ['Maid of Honor', 'Mother of the Bride', 'Mother of the Groom', 'Flower Girl'];

/** A wedding has one bride, or two: the Bride chip stays until two are in the chair. */
const MAX_BRIDES = 2;

/** Her price list as the service select's options, grouped as on her Services page, each with its length. */
export function serviceOptions(groups: readonly ServiceGroup[], chosen: string): SelectOption[] {
  const seen = new Set<string>();
  const options: SelectOption[] = [{ value: '', label: 'Choose a service' }];
  for (const group of groups) {
    for (const item of group.items) {
      // A name in two groups is one choice: its first length is the one used.
      if (seen.has(item.name)) continue;
      seen.add(item.name);
      options.push({ value: item.name, label: `${item.name} · ${item.durationMinutes} min`, group: group.name });
    }
  }
  // A row keeps its service when she has since renamed or removed it in Site Settings.
  if (chosen && !seen.has(chosen)) options.push({ value: chosen, label: `${chosen} (not in your price list)` });
  return options;
}

/** "HH:MM" for the native time input from a time as typed, or '' when it is not one. */
export function clockValue(typed: string): string {
  const minutes = parseTimeToMinutes(typed);
  if (minutes === undefined) return '';
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** "Bridesmaid 3": the lowest number no row has yet. */
function nextBridesmaid(people: readonly DraftPerson[]): string {
  const taken = new Set(
    people.flatMap((person) => {
      const match = /^bridesmaid\s+(\d+)$/i.exec(person.person.trim());
      return match ? [Number(match[1])] : [];
    }),
  );
  let number = 1;
  while (taken.has(number)) number += 1;
  return `Bridesmaid ${number}`;
}

/**
 * The one-tap roles for an empty row: Bride while fewer than two brides are in the chair (her makeup and hair rows
 * are one bride), the next bridesmaid, then the other roles she types most.
 */
export function quickRolesFor(people: readonly DraftPerson[]): string[] {
  const brides = new Set(people.filter((person) => isBride(person.person)).map((person) => personKey(person)));
  return [...(brides.size < MAX_BRIDES ? ['Bride'] : []), nextBridesmaid(people), ...QUICK_ROLES];
}

/**
 * The service of her price list made for this role: the one whose name the role says most of ("Bride": Bridal
 * Makeup; "Mother of the Bride": Mother of the Bride / Groom rather than Bridal Makeup); the first on a tie. One she
 * already has in another row (the bride's makeup) gives way to the next that fits (her hair).
 */
export function serviceFor(groups: readonly ServiceGroup[], role: string, taken: readonly string[] = []) {
  let best: { item: ServiceGroup['items'][number]; fit: number } | undefined;
  for (const item of groups.flatMap((group) => group.items)) {
    const fit = serviceFit(role, item.name);
    if (fit === undefined) continue;
    const score = taken.includes(item.name) ? fit - 100 : fit;
    if (!best || score > best.fit) best = { item, fit: score };
  }
  return best?.item;
}

export function durationOf(groups: readonly ServiceGroup[], serviceName: string): number | undefined {
  for (const group of groups) {
    const item = group.items.find((candidate) => candidate.name === serviceName);
    if (item) return item.durationMinutes;
  }
  return undefined;
}
