import styled from 'styled-components';
import { theme } from '../theme.ts';

/** A full-width band of the page with the standard vertical rhythm. */
export const Section = styled.section<{ $tone?: 'plain' | 'cream' | 'blush' }>`
  padding: ${theme.space.section} ${theme.space.md};
  background: ${({ theme, $tone = 'plain' }) =>
    $tone === 'cream' ? theme.colors.cream : $tone === 'blush' ? theme.colors.blush : 'transparent'};
`;

/** Centres content at the site's reading width. */
export const Container = styled.div<{ $narrow?: boolean }>`
  width: 100%;
  max-width: ${({ theme, $narrow }) => ($narrow ? theme.layout.narrow : theme.layout.maxWidth)};
  margin: 0 auto;
`;

export const Card = styled.div`
  background: ${theme.colors.white};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.soft};
  padding: ${theme.space.lg};
`;

export const PageTitle = styled.h1`
  font-size: ${theme.fontSizes.xxl};
  text-align: center;
  letter-spacing: 0.04em;
`;

export const SectionTitle = styled.h2`
  font-size: ${theme.fontSizes.xxl};
  letter-spacing: 0.04em;
`;

/** Small uppercase label above a heading. */
export const Eyebrow = styled.p`
  font-size: ${theme.fontSizes.xs};
  letter-spacing: 0.2em;
  text-transform: uppercase;
  color: ${theme.colors.roseDeep};
  margin-bottom: ${theme.space.sm};
`;
