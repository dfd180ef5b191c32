import styled from 'styled-components';
import { media } from '#shared/theme.ts';

/** Site Settings' panels: fields in two columns from tablet width, and the muted line under a panel's title. */
export const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

export const Lead = styled.p`
  margin: -${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
