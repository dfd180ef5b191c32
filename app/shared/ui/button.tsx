import styled, { css } from 'styled-components';
import { theme } from '../theme.ts';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

// Hover only where a pointer can hover: on a phone a tapped button keeps :hover, which would hide a pressed look.
const variants = {
  primary: css`
    background: ${theme.colors.roseDeep};
    color: ${theme.colors.white};
    border-color: ${theme.colors.roseDeep};
    @media (hover: hover) {
      &:hover:not(:disabled) {
        background: ${theme.colors.ink};
        border-color: ${theme.colors.ink};
      }
    }
  `,
  secondary: css`
    background: transparent;
    color: ${theme.colors.roseDeep};
    border-color: ${theme.colors.roseDeep};
    @media (hover: hover) {
      &:hover:not(:disabled) {
        background: ${theme.colors.cream};
      }
    }
  `,
  ghost: css`
    background: transparent;
    color: ${theme.colors.ink};
    border-color: transparent;
    @media (hover: hover) {
      &:hover:not(:disabled) {
        background: ${theme.colors.cream};
      }
    }
  `,
  danger: css`
    background: ${theme.colors.white};
    color: ${theme.colors.danger};
    border-color: ${theme.colors.danger};
    @media (hover: hover) {
      &:hover:not(:disabled) {
        background: #fbeeec;
      }
    }
  `,
};

/** The site's one button; `as="a"` gives a link that looks like one. */
export const Button = styled.button<{ $variant?: Variant; $size?: 'sm' | 'md' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm};
  min-height: ${({ $size }) => ($size === 'sm' ? '36px' : '44px')};
  padding: 0 ${({ theme, $size }) => ($size === 'sm' ? theme.space.md : theme.space.lg)};
  border: 1px solid;
  border-radius: ${theme.radii.pill};
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.fontSizes.xs : theme.fontSizes.sm)};
  font-weight: 600;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  text-decoration: none;
  cursor: pointer;
  transition:
    background ${theme.motion.fast},
    color ${theme.motion.fast};
  ${({ $variant = 'primary' }) => variants[$variant]}
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;
