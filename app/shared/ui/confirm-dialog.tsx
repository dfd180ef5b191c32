import * as Dialog from '@radix-ui/react-dialog';
import styled from 'styled-components';
import { theme } from '../theme.ts';
import { Button } from './button.tsx';
import { useBackCloses } from './use-back-closes.ts';

const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 900;
  background: rgba(43, 34, 32, 0.45);
`;

const Content = styled(Dialog.Content)`
  position: fixed;
  z-index: 901;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  width: min(440px, calc(100vw - 2rem));
  max-height: calc(100vh - 2rem);
  overflow-y: auto;
  background: ${theme.colors.white};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.lifted};
  padding: ${theme.space.lg};
  &:focus {
    outline: none;
  }
`;

const Title = styled(Dialog.Title)`
  font-size: ${theme.fontSizes.xl};
  margin-bottom: ${theme.space.sm};
`;

const Description = styled(Dialog.Description)`
  color: ${theme.colors.text};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.lg};
`;

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: string;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
}

/**
 * Asks before something cannot be undone. Focus starts on Cancel so that a stray Enter keeps the item;
 * Escape, a click outside and the phone's Back button also cancel.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  onConfirm,
  onOpenChange,
}: ConfirmDialogProps) {
  useBackCloses(open, () => onOpenChange(false));
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Overlay />
        <Content role="alertdialog">
          <Title>{title}</Title>
          <Description>{description}</Description>
          <Actions>
            <Dialog.Close asChild>
              <Button type="button" $variant="secondary">
                {cancelLabel}
              </Button>
            </Dialog.Close>
            <Button
              type="button"
              $variant="danger"
              onClick={() => {
                onConfirm();
                onOpenChange(false);
              }}
            >
              {confirmLabel}
            </Button>
          </Actions>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
