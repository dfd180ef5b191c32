import * as RadixToast from '@radix-ui/react-toast';
import styled, { keyframes } from 'styled-components';
import { media, theme } from '../theme.ts';
import { Button } from './button.tsx';
import { TOAST_DURATION_MS, toastDuration, type ShownToast, type ToastMessage } from './toast-message.ts';

const slideDown = keyframes`from { transform: translateY(calc(-100% - 24px)); } to { transform: translateY(0); }`;
const slideUp = keyframes`from { transform: translateY(calc(100% + 24px)); } to { transform: translateY(0); }`;

// On a phone the bottom of the screen holds the buttons her thumb is on (Save, the refresh prompt), so notices drop
// in from the top; on wider screens they sit bottom-right, out of the way of the content.
const Viewport = styled(RadixToast.Viewport)`
  position: fixed;
  top: 0;
  right: 0;
  z-index: 1000;
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  width: min(420px, 100vw);
  margin: 0;
  padding: ${theme.space.md};
  list-style: none;
  outline: none;
  ${media.sm} {
    top: auto;
    bottom: 0;
  }
`;

const Root = styled(RadixToast.Root)<{ $variant: NonNullable<ToastMessage['variant']> }>`
  background: ${theme.colors.white};
  border: 1px solid ${theme.colors.line};
  border-left: 5px solid
    ${({ theme, $variant }) =>
      $variant === 'error' ? theme.colors.danger : $variant === 'success' ? theme.colors.success : theme.colors.rose};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.lifted};
  padding: ${theme.space.md} ${theme.space.lg};
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${theme.space.xs} ${theme.space.md};
  align-items: start;
  &[data-state='open'] {
    animation: ${slideDown} 200ms ease-out;
  }
  ${media.sm} {
    &[data-state='open'] {
      animation-name: ${slideUp};
    }
  }
  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }
  &[data-swipe='end'] {
    transform: translateX(var(--radix-toast-swipe-end-x));
  }
`;

const Title = styled(RadixToast.Title)`
  font-weight: 700;
  color: ${theme.colors.ink};
`;

const Description = styled(RadixToast.Description)`
  grid-column: 1;
  font-size: ${theme.fontSizes.sm};
`;

const Action = styled(Button).attrs({ $size: 'sm', $variant: 'secondary' })`
  grid-column: 1;
  justify-self: start;
  margin-top: ${theme.space.xs};
`;

const Close = styled(RadixToast.Close)`
  grid-column: 2;
  grid-row: 1 / span 2;
  border: 0;
  background: none;
  font-size: 1.4rem;
  line-height: 1;
  cursor: pointer;
  padding: ${theme.space.xs};
  min-width: 32px;
  min-height: 32px;
`;

/**
 * What a notice looks like and how it behaves (Radix's toast: swipe to dismiss, F8 to focus, paused while hovered or
 * focused). Loaded apart from the pages' code: see `ToastProvider`.
 */
export function ToastView({ current, onClose }: { current: ShownToast | null; onClose: () => void }) {
  return (
    <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {current && (
        <Root
          key={current.key}
          $variant={current.variant ?? 'info'}
          type={current.variant === 'error' || current.action ? 'foreground' : 'background'}
          duration={toastDuration(current)}
          onOpenChange={(open) => !open && onClose()}
        >
          <Title>{current.title}</Title>
          {current.description && <Description>{current.description}</Description>}
          {current.action && (
            <RadixToast.Action altText={current.action.altText} asChild>
              <Action type="button" onClick={current.action.onAction}>
                {current.action.label}
              </Action>
            </RadixToast.Action>
          )}
          <Close aria-label="Dismiss notification">×</Close>
        </Root>
      )}
      <Viewport hotkey={['F8']} label="Notifications ({hotkey})" />
    </RadixToast.Provider>
  );
}
