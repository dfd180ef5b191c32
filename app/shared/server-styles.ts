import { __PRIVATE__ } from 'styled-components';

/**
 * The server's styles, kept as they are when the page's code starts.
 *
 * styled-components' own rehydration reads the server's `<style data-styled>` element, inserts every rule again into
 * a new element of its own and removes the server's: the document's style sheets change, and the browser restyles and
 * lays out the whole page in the middle of hydration (at 7x CPU slowdown about 400 ms more style and layout than the
 * page without code). Here the server's element becomes styled-components' sheet instead:
 *
 *  - the server writes it as `data-styled="active"` (`adoptableStyleTags`), the mark styled-components puts on a sheet
 *    of its own, so its rehydration (when the library loads) leaves it alone;
 *  - before the first render, `adoptServerStyles` has styled-components read the same text (an inert copy, which is
 *    not CSS to the browser) to learn each component's group and class names, as its rehydration does, while its
 *    rules are counted instead of inserted; the sheet's rules are then the server's, so the components find their
 *    classes known and insert nothing, and a rule made later (a menu opened) goes into the server's element at its
 *    component's place, as it would have in styled-components' own.
 *
 * The global style is not rendered at all on such a page (`serverStylesInPlace`, app/shared/global-style.ts): its rules
 * are already in the sheet. Should the server's element not parse into exactly the rules its text holds,
 * styled-components' own rehydration runs instead: the page restyles once, as before, but is right.
 */

const SC_ATTR = 'data-styled';
const SPLITTER = '/*!sc*/\n';
const SERVER_TAG = new RegExp(`<style ${SC_ATTR}="true" `, 'g');

/** `ServerStyleSheet.getStyleTags()` with its element marked as a sheet of styled-components' own (see above). */
export function adoptableStyleTags(styleTags: string): string {
  const marked = styleTags.replace(SERVER_TAG, `<style ${SC_ATTR}="active" `);
  if (styleTags !== '' && marked === styleTags) {
    throw new Error(`styled-components wrote its server styles without ${SC_ATTR}="true": see server-styles.ts`);
  }
  return marked;
}

type GroupedTag = ReturnType<typeof __PRIVATE__.mainSheet.getTag>;

/**
 * styled-components' grouped tag (its rules kept in order of component group, so a component defined later wins
 * over one defined earlier) over the server's own CSSStyleSheet. Each of the server's groups is its rules followed by
 * one marker rule (`data-styled.g12[id="sc-x"]{content:"name,"}`, which matches no element); a group's size here
 * counts that marker, so that the indexes are the sheet's. While `adopting`, the rules styled-components hands over
 * are the ones already in the sheet, and are counted rather than inserted.
 */
class AdoptedTag implements GroupedTag {
  groupSizes = new Uint32Array(512);
  adopting = true;
  readonly tag: GroupedTag['tag'];

  constructor(sheet: CSSStyleSheet) {
    this.tag = {
      insertRule: (index, rule) => {
        try {
          sheet.insertRule(rule, index);
          return true;
        } catch {
          return false; // a rule this browser cannot parse, as styled-components' own tag treats it
        }
      },
      deleteRule: (index) => sheet.deleteRule(index),
      getRule: (index) => sheet.cssRules[index]?.cssText ?? '',
      get length() {
        return sheet.cssRules.length;
      },
    };
  }

  get length() {
    return this.groupSizes.length;
  }

  private grow(group: number) {
    if (group < this.groupSizes.length) return;
    let size = this.groupSizes.length;
    while (group >= size) size *= 2;
    const larger = new Uint32Array(size);
    larger.set(this.groupSizes);
    this.groupSizes = larger;
  }

  private indexOfGroup(group: number) {
    let index = 0;
    for (let i = 0; i < group && i < this.groupSizes.length; i++) index += this.groupSizes[i]!;
    return index;
  }

  insertRules(group: number, rules: string[]) {
    this.grow(group);
    if (this.adopting) {
      this.groupSizes[group]! += rules.length + 1; // its rules and its marker
      return;
    }
    let index = this.indexOfGroup(group + 1);
    for (const rule of rules) {
      if (this.tag.insertRule(index, rule)) {
        this.groupSizes[group]!++;
        index++;
      }
    }
  }

  clearGroup(group: number) {
    if (group >= this.groupSizes.length) return;
    const start = this.indexOfGroup(group);
    for (let i = 0; i < this.groupSizes[group]!; i++) this.tag.deleteRule(start);
    this.groupSizes[group] = 0;
  }

  getGroup(group: number) {
    if (group >= this.groupSizes.length) return '';
    const start = this.indexOfGroup(group);
    let css = '';
    for (let i = start; i < start + this.groupSizes[group]!; i++) css += this.tag.getRule(i) + SPLITTER;
    return css;
  }
}

let inPlace = false;

/** Whether this page's server styles are styled-components' sheet now (`adoptServerStyles` found and took them). */
export function serverStylesInPlace(): boolean {
  return inPlace;
}

/**
 * Makes the server's styles styled-components' sheet (see above). Call once, before the first render; does nothing on
 * a page without server styles (the service worker's shell, the dashboard).
 */
export function adoptServerStyles(): void {
  const server = document.querySelector<HTMLStyleElement>(`style[${SC_ATTR}="active"]`);
  const { mainSheet } = __PRIVATE__;
  if (!server?.sheet || mainSheet.tag) return;
  const adopted = new AdoptedTag(server.sheet);
  mainSheet.tag = adopted;
  // The copy is `type="text/plain"`: the browser makes no style sheet of it, and styled-components removes it.
  const copy = document.createElement('style');
  copy.type = 'text/plain';
  copy.setAttribute(SC_ATTR, 'true');
  copy.setAttribute(`${SC_ATTR}-version`, server.getAttribute(`${SC_ATTR}-version`) ?? '');
  copy.textContent = server.textContent;
  document.head.append(copy);
  mainSheet.rehydrate();
  copy.remove();
  adopted.adopting = false;
  inPlace = true;
  const counted = adopted.groupSizes.reduce((sum, size) => sum + size, 0);
  if (counted !== server.sheet.cssRules.length) {
    // Not the sheet its text describes: styled-components' own way, a sheet of its own made from the server's text.
    mainSheet.tag = undefined;
    server.setAttribute(SC_ATTR, 'true');
    mainSheet.rehydrate();
  }
}
