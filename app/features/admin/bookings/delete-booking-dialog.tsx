import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { api } from '#contract/api.ts';
import type { BookingAnswer } from '#contract/booking.ts';
import { longDate } from '#contract/calendar-day.ts';
import { ApiError } from '#shared/api-client.ts';
import { theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { FieldError } from '#shared/ui/form-controls.tsx';
import { useToast } from '#shared/ui/toast.tsx';
import { useBackCloses } from '#shared/ui/use-back-closes.ts';
import { reasonOf, useAdminSession } from '../session/admin-session.tsx';

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
  width: min(460px, calc(100vw - 2rem));
  max-height: calc(100vh - 2rem);
  overflow-y: auto;
  background: ${theme.colors.white};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.lifted};
  padding: ${theme.space.lg};
  h2 {
    font-size: ${theme.fontSizes.xl};
    margin: 0 0 ${theme.space.sm};
  }
  p {
    margin: 0 0 ${theme.space.sm};
  }
`;

/** The signed agreement, offered before anything is deleted. */
const SignedCopy = styled.div`
  display: grid;
  justify-items: start;
  gap: ${theme.space.xs};
  margin-top: ${theme.space.md};
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.ivory};
  border: 1px solid ${theme.colors.line};
  p {
    margin: 0;
    font-size: ${theme.fontSizes.sm};
  }
`;

const Actions = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.lg};
`;

/**
 * Delete asks whether the booking's wedding schedule (the bride's PIN page) goes too, or stays as a schedule of its
 * own; a booking without one asks only to confirm. A signed agreement is offered as its PDF first: its signature
 * records go with the booking. Focus starts on Cancel, so a stray Enter keeps everything.
 */
export function DeleteBookingDialog({
  booking,
  open,
  onOpenChange,
  onDeleted,
}: {
  booking: BookingAnswer;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}) {
  const { call, send } = useAdminSession();
  const toast = useToast();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState('');
  const cancelRef = useRef<HTMLButtonElement>(null);
  // The phone's Back button cancels, as Cancel does, rather than leaving the dashboard.
  useBackCloses(open, () => {
    setFailure('');
    onOpenChange(false);
  });
  // Whether it holds a signed agreement as of now: she may have signed since the booking was loaded.
  const [signedVersion, setSignedVersion] = useState(booking.signedVersion);
  useEffect(() => {
    setSignedVersion(booking.signedVersion);
    if (!open) return;
    let current = true;
    call(api.adminBookings.get, { params: { id: booking.id } })
      .then((fresh) => current && setSignedVersion(fresh.signedVersion))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [open, booking.id, booking.signedVersion, call]);

  const remove = async (schedule?: 'delete' | 'keep') => {
    setPending(true);
    setFailure('');
    try {
      await send(api.adminBookings.remove, { params: { id: booking.id }, search: schedule ? { schedule } : undefined });
      toast({
        title: 'Success',
        description: schedule === 'keep' ? 'Booking deleted; its schedule stays' : 'Booking deleted',
        variant: 'success',
      });
      onDeleted();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      setFailure(`Nothing was deleted: ${reasonOf(error)}`);
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setFailure('');
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Overlay />
        <Content
          role="alertdialog"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            cancelRef.current?.focus();
          }}
        >
          <Dialog.Title>Delete {booking.clientName}&apos;s booking?</Dialog.Title>
          <Dialog.Description>
            The booking for {longDate(booking.eventDate)},{' '}
            {signedVersion !== null ? 'its quote, its payments and its signed agreement' : 'its quote and its payments'}{' '}
            will be deleted. This cannot be undone.
            {booking.scheduleId && ' It has a wedding schedule (the bride’s PIN page): does that go too?'}
          </Dialog.Description>
          {signedVersion !== null && (
            <SignedCopy>
              <p>Keep a copy first: the signature record goes with the booking.</p>
              <Button
                as="a"
                href={`${api.adminBookings.agreementPdf.path({ id: booking.id })}?version=${signedVersion}`}
                download
                $variant="secondary"
                $size="sm"
                data-signed-pdf=""
              >
                Download the signed PDF
              </Button>
            </SignedCopy>
          )}
          <Actions>
            {booking.scheduleId ? (
              <>
                <Button type="button" $variant="danger" disabled={pending} onClick={() => void remove('delete')}>
                  Delete booking and schedule
                </Button>
                <Button type="button" $variant="danger" disabled={pending} onClick={() => void remove('keep')}>
                  Delete booking, keep schedule
                </Button>
              </>
            ) : (
              <Button type="button" $variant="danger" disabled={pending} onClick={() => void remove()}>
                Delete booking
              </Button>
            )}
            <Dialog.Close asChild>
              <Button ref={cancelRef} type="button" $variant="secondary">
                Cancel
              </Button>
            </Dialog.Close>
            {failure && <FieldError role="alert">{failure}</FieldError>}
          </Actions>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
