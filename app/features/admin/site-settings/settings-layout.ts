import styled from 'styled-components';
import { media, theme } from '#shared/theme.ts';

/** Site Settings' panels: fields in two columns from tablet width, and the muted line under a panel's title. */
export const Grid = styled.div`
  display: grid;
  gap: ${theme.space.md};
  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

export const Lead = styled.p`
  margin: -${theme.space.sm} 0 ${theme.space.md};
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.sm};
`;

/** A few fields that belong together under a legend: a Read More section, a group of services. */
export const Group = styled.fieldset`
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.md};
  padding: ${theme.space.md};
  margin: 0 0 ${theme.space.md};
  min-width: 0;
  legend {
    font-weight: 700;
    padding: 0 ${theme.space.xs};
    color: ${theme.colors.ink};
  }
`;
