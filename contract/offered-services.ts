import type { EventType } from './choices.ts';
import type { ServiceGroup, ServiceItem } from './site-settings.ts';

// Which of her services the "Check your date" block offers for an occasion. Its own small module, importing types
// only, because /services' first load uses it too: to hold the block's space for as many rows as it will show.

const isLessonGroup = (group: ServiceGroup) => group.items.length > 0 && group.items.every(isLesson);
const isLesson = (item: ServiceItem) => /lesson/i.test(`${item.name} ${item.typeLabel}`);
const isWeddingGroup = (group: ServiceGroup) =>
  /wedding|bridal|bride/i.test(group.name) ||
  group.items.some((item) => /wedding|bridal|bride/i.test(`${item.name} ${item.typeLabel}`) && !isAddOn(item));
const isAddOnGroup = (group: ServiceGroup) => /add[\s-]?on/i.test(group.name);
const isAddOn = (item: ServiceItem) => /add[\s-]?on/i.test(item.typeLabel);

/**
 * The groups of her price list a party for this occasion picks from: for a wedding, her wedding services and her
 * add-ons (flower girls, guests' touch-ups); for a special event, the other groups. Lessons are never offered here
 * (they are booked through the lesson questionnaire), nor is a group she has switched off. A price list whose names say neither offers every group
 * but the lessons, so no service of hers is ever missing.
 */
export function offeredGroups(groups: readonly ServiceGroup[], occasion: EventType): ServiceGroup[] {
  // A group she has switched off (Site Settings) is never offered, whoever passes her whole list.
  const bookable = groups.filter((group) => group.offered !== false && group.items.length > 0 && !isLessonGroup(group));
  const chosen = bookable.filter((group) =>
    occasion === 'wedding'
      ? isWeddingGroup(group) || isAddOnGroup(group)
      : !isWeddingGroup(group) && !isAddOnGroup(group),
  );
  return chosen.length > 0 ? chosen : bookable;
}
