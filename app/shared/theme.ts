/**
 * The one design system: every colour, size and shadow used by the pages comes from here. Styles read it directly
 * (`${theme.space.md}`), not through the theme prop (`${({ theme }) => ...}`): a function makes styled-components
 * treat the component as dynamic and compute its CSS again at every render, hydration included.
 */
export const theme = {
  colors: {
    ivory: '#fbf7f4',
    cream: '#f5ede6',
    blush: '#ecd5cc',
    rose: '#b7776a',
    /** Accent dark enough for text and buttons on ivory (contrast above 4.5:1). */
    roseDeep: '#8f4f43',
    gold: '#b8946a',
    /** Gold dark enough for text, such as the testimonials' stars, on white, ivory and cream (contrast above 4.5:1). */
    goldDeep: '#876339',
    ink: '#2b2220',
    text: '#4a3f3c',
    muted: '#6e615d',
    line: '#e6d9d2',
    white: '#ffffff',
    danger: '#a3362b',
    success: '#3f6b4e',
    focus: '#8f4f43',
    champagne: '#efe3d6',
    /** Dims the page behind the lightbox and the open mobile menu. */
    overlay: 'rgba(30, 22, 20, 0.95)',
  },
  fonts: {
    display: "'Cormorant Garamond Variable', 'Cormorant Garamond Fallback', Georgia, 'Times New Roman', serif",
    body: "'Inter Variable', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  },
  fontSizes: {
    xs: '0.8125rem',
    sm: '0.9375rem',
    md: '1.0625rem',
    lg: '1.25rem',
    xl: '1.625rem',
    xxl: 'clamp(2rem, 5vw, 2.75rem)',
    hero: 'clamp(2.5rem, 8vw, 4.75rem)',
  },
  space: {
    xs: '0.25rem',
    sm: '0.5rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2.5rem',
    xxl: '4rem',
    section: 'clamp(3rem, 8vw, 6rem)',
  },
  radii: { sm: '6px', md: '12px', lg: '20px', pill: '999px' },
  shadows: {
    soft: '0 2px 12px rgba(43, 34, 32, 0.06)',
    card: '0 8px 30px rgba(43, 34, 32, 0.08)',
    lifted: '0 16px 40px rgba(43, 34, 32, 0.14)',
  },
  /** min-width breakpoints */
  breakpoints: { sm: '640px', md: '768px', lg: '1024px', xl: '1280px' },
  layout: { maxWidth: '1200px', narrow: '760px', navHeight: '64px' },
  motion: { fast: '150ms ease', normal: '250ms ease', slow: '600ms cubic-bezier(0.2, 0.7, 0.2, 1)' },
  zIndex: { nav: 50, menu: 60, dialog: 200 },
  /** Letter spacing for the small uppercase labels and navigation. */
  tracking: { wide: '0.12em', wider: '0.2em' },
} as const;

export type Theme = typeof theme;

export const media = {
  sm: `@media (min-width: ${theme.breakpoints.sm})`,
  md: `@media (min-width: ${theme.breakpoints.md})`,
  lg: `@media (min-width: ${theme.breakpoints.lg})`,
  xl: `@media (min-width: ${theme.breakpoints.xl})`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
  print: '@media print',
};
