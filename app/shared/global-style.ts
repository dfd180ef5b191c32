import { createGlobalStyle } from 'styled-components';
import { FALLBACK_FACES } from './fonts/fallback-faces.ts';
import { media } from './theme.ts';

// The web fonts themselves are added from code once the page is on screen (fonts/web-fonts.ts); these local faces,
// resized to their metrics, hold their place until then.
export const GlobalStyle = createGlobalStyle`
  ${FALLBACK_FACES}
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; scroll-padding-top: ${({ theme }) => theme.layout.navHeight}; }
  body {
    margin: 0;
    background: ${({ theme }) => theme.colors.ivory};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: 1.6;
    -webkit-font-smoothing: antialiased;
    overflow-x: hidden;
  }
  h1, h2, h3, h4 {
    font-family: ${({ theme }) => theme.fonts.display};
    color: ${({ theme }) => theme.colors.ink};
    font-weight: 500;
    line-height: 1.15;
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
  p { margin: 0 0 ${({ theme }) => theme.space.md}; }
  a { color: ${({ theme }) => theme.colors.roseDeep}; }
  img { max-width: 100%; display: block; }
  button, input, select, textarea { font: inherit; color: inherit; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  ${media.reducedMotion} {
    html { scroll-behavior: auto !important; }
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
