import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import styled from 'styled-components';
import { media, theme } from '#shared/theme.ts';
import { useBackCloses } from '#shared/ui/use-back-closes.ts';

export interface LightboxItem {
  id: string;
  title: string;
  description?: string;
  large: string;
}

const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndex.dialog};
  background: ${theme.colors.overlay};
`;

const Content = styled(Dialog.Content)`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndex.dialog};
  display: grid;
  grid-template-rows: 1fr auto;
  align-items: center;
  justify-items: center;
  padding: 56px ${theme.space.sm} ${theme.space.md};
  color: ${theme.colors.white};
  touch-action: pan-y;
  &:focus {
    outline: none;
  }
  ${media.md} {
    padding: 64px 88px ${theme.space.lg};
  }
`;

const Image = styled.img`
  max-width: 100%;
  max-height: calc(100vh - 180px);
  width: auto;
  height: auto;
  object-fit: contain;
  border-radius: ${theme.radii.sm};
  box-shadow: 0 20px 60px rgba(0, 0, 0, 0.4);
  user-select: none;
`;

const Caption = styled.div`
  text-align: center;
  max-width: 40rem;
  padding-top: ${theme.space.md};
`;

const Title = styled(Dialog.Title)`
  color: ${theme.colors.white};
  font-size: ${theme.fontSizes.xl};
  margin: 0;
`;

const Description = styled(Dialog.Description)`
  color: #eadfda;
  font-size: ${theme.fontSizes.sm};
  margin: ${theme.space.xs} 0 0;
`;

const Control = styled.button`
  position: absolute;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  border: 1px solid rgba(255, 255, 255, 0.5);
  background: rgba(0, 0, 0, 0.35);
  color: ${theme.colors.white};
  cursor: pointer;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  &:hover {
    background: rgba(0, 0, 0, 0.6);
  }
  &:focus-visible {
    outline-color: ${theme.colors.white};
  }
  svg {
    width: 22px;
    height: 22px;
  }
`;

const Prev = styled(Control)`
  left: ${theme.space.sm};
  top: 50%;
  transform: translateY(-50%);
  ${media.md} {
    left: ${theme.space.lg};
  }
`;
const Next = styled(Control)`
  right: ${theme.space.sm};
  top: 50%;
  transform: translateY(-50%);
  ${media.md} {
    right: ${theme.space.lg};
  }
`;
const Close = styled(Control)`
  top: ${theme.space.sm};
  right: ${theme.space.sm};
`;

const Counter = styled.p`
  position: absolute;
  top: ${theme.space.md};
  left: ${theme.space.md};
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: #eadfda;
`;

const icon = (d: string) => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true">
    <path d={d} />
  </svg>
);

interface LightboxProps {
  items: readonly LightboxItem[];
  /** The open picture, or null when closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  /** Where focus goes back to on closing (the picture that was opened), since no Dialog.Trigger opened it. */
  returnFocus?: () => HTMLElement | null | undefined;
}

/** The large view: Radix Dialog keeps focus inside and closes on Escape; arrows and swipes move through the set. */
export function Lightbox({ items, index, onIndexChange, returnFocus }: LightboxProps) {
  const swipeStart = useRef<number | null>(null);
  const item = index === null ? undefined : items[index];
  const go = (delta: number) => index !== null && onIndexChange((index + delta + items.length) % items.length);
  // The phone's Back button closes the picture, not the page under it.
  useBackCloses(item !== undefined, () => onIndexChange(null));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const dx = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(dx) > 50) go(dx < 0 ? 1 : -1);
  };

  return (
    <Dialog.Root open={item !== undefined} onOpenChange={(open) => !open && onIndexChange(null)}>
      <Dialog.Portal>
        <Overlay />
        {item && index !== null && (
          <Content
            onCloseAutoFocus={(event) => {
              const target = returnFocus?.();
              if (!target) return;
              event.preventDefault();
              target.focus();
            }}
            onKeyDown={onKeyDown}
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
          >
            <Counter aria-live="polite">
              {index + 1} of {items.length}
            </Counter>
            <Image src={item.large} alt={item.description || item.title} draggable={false} />
            <Caption>
              <Title>{item.title}</Title>
              <Description>{item.description || 'Use the arrow keys or swipe to see more.'}</Description>
            </Caption>
            {items.length > 1 && (
              <>
                <Prev type="button" aria-label="Previous image" onClick={() => go(-1)}>
                  {icon('M15 5l-7 7 7 7')}
                </Prev>
                <Next type="button" aria-label="Next image" onClick={() => go(1)}>
                  {icon('M9 5l7 7-7 7')}
                </Next>
              </>
            )}
            <Dialog.Close asChild>
              <Close type="button" aria-label="Close">
                {icon('M6 6l12 12M18 6L6 18')}
              </Close>
            </Dialog.Close>
          </Content>
        )}
      </Dialog.Portal>
    </Dialog.Root>
  );
}
