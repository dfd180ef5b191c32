import { api } from '#contract/api.ts';
import type { GalleryItem } from '#contract/gallery.ts';
import { withoutPrivateSettings, type PublicSiteSettings, type SitePicture } from '#contract/site-settings.ts';
import * as v from 'valibot';
import { firstIssueMessage } from '#contract/fields.ts';
import { bookingSettingsInput, siteSettingsInput } from '#contract/site-settings.schema.ts';
import { srcSetOf } from '#contract/uploads.ts';
import { followedPolicies, withRuleTextsFollowing } from '#contract/rule-texts.ts';
import { HttpError } from '../errors.ts';
import type { Data } from '../store/store.ts';
import { now, on, type RouteDeps } from './context.ts';

/**
 * What visitors may see of the settings: everything public, her chosen gallery photos resolved to addresses
 * (hidden or deleted ones are left out, so the built-in artwork takes their place), no internal fields.
 */
export function publicSiteSettings(data: Readonly<Data>): PublicSiteSettings {
  const { updatedAt: _updatedAt, ...stored } = data.siteSettings;
  const { homePictures } = stored;
  // Her home ZIP, how to pay and the agreement never reach visitors: only what the type names goes out.
  const settings = withoutPrivateSettings(stored);
  const visible = new Map(data.gallery.filter((item) => item.isVisible).map((item) => [item.id, item]));
  const picture = (id: string): SitePicture | undefined => {
    const item: GalleryItem | undefined = visible.get(id);
    if (!item) return undefined;
    const srcSet = srcSetOf(item.imageUrl);
    const size = item.width && item.height ? { width: item.width, height: item.height } : {};
    return { src: item.imageUrl, title: item.title, ...(srcSet ? { srcSet } : {}), ...size };
  };
  return {
    ...settings,
    pictures: {
      carousel: homePictures.carousel.map(picture).filter((item): item is SitePicture => item !== undefined),
      hero: picture(homePictures.hero),
      portrait: picture(homePictures.portrait),
    },
  };
}

const BOOKING_SETTINGS = Object.keys(bookingSettingsInput.entries) as (keyof typeof bookingSettingsInput.entries)[];

/**
 * A body from a dashboard older than her booking rules leaves them out: each booking setting it leaves out keeps
 * its stored value (and `travelFee` each of its parts, and a price group its switch), so saving from an old tab never
 * resets them to defaults.
 */
export function withStoredBookingSettings(body: unknown, stored: Readonly<Data>['siteSettings']): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const given = body as Record<string, unknown>;
  const merged: Record<string, unknown> = { ...given };
  for (const key of BOOKING_SETTINGS) {
    if (given[key] === undefined) merged[key] = stored[key];
  }
  const travelFee = given.travelFee;
  if (travelFee !== null && typeof travelFee === 'object' && !Array.isArray(travelFee)) {
    merged.travelFee = { ...stored.travelFee, ...(travelFee as Record<string, unknown>) };
  }
  // A group an old dashboard sends without its switch keeps the stored one (by name): Hair stays off.
  if (Array.isArray(given.serviceGroups)) {
    merged.serviceGroups = given.serviceGroups.map((group: unknown) => {
      if (group === null || typeof group !== 'object' || 'offered' in group) return group;
      const same = stored.serviceGroups.find((old) => old.name === (group as { name?: unknown }).name);
      return same?.offered === undefined ? group : { ...group, offered: same.offered };
    });
  }
  return merged;
}

/**
 * The body validated as a whole. A refusal names the field twice: in words in `error` ("Weddings, item 1
 * (Bridal Makeup): Price cannot be negative"), and as a path in `field` ("serviceGroups.0.items.0.price") for the
 * dashboard to show the message beside the input.
 */
export function parseSettings(body: unknown) {
  if (body === undefined || body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new HttpError(400, 'Send the settings as a JSON object');
  }
  const result = v.safeParse(siteSettingsInput, body);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const keys = issue.path?.map((item) => item.key as string | number) ?? [];
  const [top, group, , item] = keys;
  const groups = (body as { serviceGroups?: { name?: unknown; items?: { name?: unknown }[] }[] }).serviceGroups;
  let where = '';
  if (top === 'serviceGroups' && typeof group === 'number') {
    const groupName = Array.isArray(groups) ? groups[group]?.name : undefined;
    const itemName = typeof item === 'number' && Array.isArray(groups) ? groups[group]?.items?.[item]?.name : undefined;
    where = `${typeof groupName === 'string' && groupName ? groupName : `Service group ${group + 1}`}`;
    if (typeof item === 'number')
      where += `, item ${item + 1}${typeof itemName === 'string' && itemName ? ` (${itemName})` : ''}`;
    where += ': ';
  }
  throw new HttpError(400, `${where}${firstIssueMessage(result.issues)}`, {}, { field: keys.join('.') });
}

export function registerSiteSettingsRoutes({ store, adminRouter }: RouteDeps) {
  on(adminRouter, api.adminSite.get, (ctx) => {
    ctx.body = store.data.siteSettings;
  });

  // The whole object is replaced in one step, validated as a whole: a refused body stores nothing.
  on(adminRouter, api.adminSite.save, async (ctx) => {
    const input = parseSettings(
      withStoredBookingSettings((ctx.request as { body?: unknown }).body, store.data.siteSettings),
    );
    ctx.body = await store.update((data) => {
      const gallery = new Set(data.gallery.map((item) => item.id));
      const chosen: [string, string][] = [
        ...input.homePictures.carousel.map((id, index): [string, string] => [id, `homePictures.carousel.${index}`]),
        [input.homePictures.hero, 'homePictures.hero'],
        [input.homePictures.portrait, 'homePictures.portrait'],
      ];
      for (const [id, field] of chosen) {
        if (id && !gallery.has(id)) {
          throw new HttpError(
            400,
            'Home pictures must be photos from your gallery; one of them is no longer there',
            {},
            { field },
          );
        }
      }
      // Her rule texts written from the settings she had follow the ones she saves; her own words stay hers.
      const before = data.siteSettings;
      data.siteSettings = { ...withRuleTextsFollowing(input, before), updatedAt: now() };
      const policies = followedPolicies(data.policies, before, data.siteSettings);
      if (policies !== data.policies) data.policies = [...policies];
      return data.siteSettings;
    });
  });
}

/** A gallery photo that is deleted leaves the home page's picks in the same change. */
export function forgetHomePicture(data: Data, galleryId: string): void {
  const pictures = data.siteSettings.homePictures;
  data.siteSettings.homePictures = {
    carousel: pictures.carousel.filter((id) => id !== galleryId),
    hero: pictures.hero === galleryId ? '' : pictures.hero,
    portrait: pictures.portrait === galleryId ? '' : pictures.portrait,
  };
}
