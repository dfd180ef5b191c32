import { createElement } from 'react';
import { createGlobalStyle } from 'styled-components';
import { FALLBACK_FACES } from './fonts/fallback-faces.ts';
import { WEB_FONT_FACES } from './fonts/web-fonts.ts';
import { serverStylesInPlace } from './server-styles.ts';
import { media, theme } from './theme.ts';

// Her web fonts, in the first paint (fonts/web-fonts.ts), and the local faces resized to their metrics that stand in
// where they cannot come in time.
// Static (the theme's values written in, not read from props): the same rules on every page, which a server-rendered
// page already holds in its sheet (see GlobalStyle below).
const GlobalRules = createGlobalStyle`
  ${WEB_FONT_FACES}
  ${FALLBACK_FACES}
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; scroll-padding-top: ${theme.layout.navHeight}; }
  body {
    margin: 0;
    background: ${theme.colors.ivory};
    color: ${theme.colors.text};
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.md};
    line-height: 1.6;
    -webkit-font-smoothing: antialiased;
    overflow-x: hidden;
  }
  h1, h2, h3, h4 {
    font-family: ${theme.fonts.display};
    color: ${theme.colors.ink};
    font-weight: 500;
    line-height: 1.15;
    margin: 0 0 ${theme.space.md};
  }
  p { margin: 0 0 ${theme.space.md}; }
  a { color: ${theme.colors.roseDeep}; }
  img { max-width: 100%; display: block; }
  button, input, select, textarea { font: inherit; color: inherit; }
  :focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  ${media.reducedMotion} {
    html { scroll-behavior: auto !important; }
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;

/**
 * The global rules, unless the page's server styles already hold them. styled-components' global style recomputes
 * its rules (runs them through its CSS compiler) in a layout effect even when the sheet has them: about 6 ms at 1x,
 * 45 ms at a phone's 7x, in the one task that commits the hydrated page. On a server-rendered page the rules are in
 * the server's sheet from the start (server-styles.ts) and nothing ever removes them, so it is left out there; the
 * service worker's shell and the dashboard, which have no server styles, render it.
 */
export function GlobalStyle() {
  return serverStylesInPlace() ? null : createElement(GlobalRules);
}
