import styled from 'styled-components';
import { theme } from '#shared/theme.ts';

/**
 * A boxed section beside the booking form (payments, texts, the agreement): one look for all of them. A long name
 * or link wraps inside it rather than pushing it past a phone's edge.
 */
export const SideBox = styled.section`
  min-width: 0;
  overflow-wrap: anywhere;
  padding: ${theme.space.md};
  border-radius: ${theme.radii.md};
  border: 1px solid ${theme.colors.line};
  background: ${theme.colors.white};
  h3 {
    margin: 0 0 ${theme.space.xs};
    font-size: ${theme.fontSizes.lg};
  }
`;
