import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { SigningLink } from '#contract/agreement.ts';
import { api } from '#contract/api.ts';
import type { BookingAnswer } from '#contract/booking.ts';
import { firstNameOf, signingLinkText, type TextSender } from '#contract/booking-texts.ts';
import { longDate, sacramentoDate } from '#contract/calendar-day.ts';
import { smsHref } from '#contract/phone.ts';
import { ApiError } from '#shared/api-client.ts';
import { theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { FieldError } from '#shared/ui/form-controls.tsx';
import { MessagePreview } from '../ui/message-preview.tsx';
import { useToast } from '#shared/ui/toast.tsx';
import { reasonOf, useAdminSession } from '../session/admin-session.tsx';
import { useConfirm } from '../ui/use-confirm.tsx';
import { useSharedSigningLink } from '../ui/signing-link-state.ts';

// Her client signs the agreement from a link texted to her alone (the PIN is her whole party's): "Make Zoë's signing
// link" makes the first, "Text Zoë her signing link" opens her Messages with it written out, and "New signing link"
// makes another, which retires the one she was sent before (it then says to ask for the new one).

const Box = styled.div`
  margin: 0 0 ${theme.space.md};
  padding: ${theme.space.sm};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.ivory};
  font-size: ${theme.fontSizes.sm};
  > p {
    margin: 0 0 ${theme.space.xs};
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
`;

const until = (link: SigningLink) => longDate(sacramentoDate(new Date(link.expiresAt)));

export function SigningLinkControls({
  booking,
  settings,
}: {
  booking: BookingAnswer;
  settings: Pick<TextSender, 'artistName'>;
}) {
  const { call } = useAdminSession();
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  /** Undefined while loading; null while she has no link that works. */
  const [link, setLink] = useSharedSigningLink(booking.id);
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);
  const first = firstNameOf(booking.clientName);
  const textOf = (made: SigningLink) => signingLinkText(booking, made, settings);

  const load = useCallback(async () => {
    try {
      setLink((await call(api.adminBookings.signingLink, { params: { id: booking.id } })).link);
      setFailure(undefined);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      setFailure(`Could not load her signing link: ${reasonOf(error)}`);
    }
  }, [booking.id, call, setLink]);

  useEffect(() => {
    void load();
  }, [load]);

  /** A new link (the next version), which retires the one before; undefined when it could not be made. */
  const issue = async (): Promise<SigningLink | undefined> => {
    setPending(true);
    try {
      const made = (await call(api.adminBookings.renewSigningLink, { params: { id: booking.id } })).link;
      setLink(made);
      setFailure(undefined);
      return made;
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) {
        setFailure(`No link was made: ${reasonOf(error)}`);
      }
      return undefined;
    } finally {
      setPending(false);
    }
  };

  // Her first link (or one after the last expired): made on her word, then the text to send it is one tap away.
  const textRef = useRef<HTMLAnchorElement>(null);
  const focusText = useRef(false);
  const make = async () => {
    focusText.current = true;
    if (!(await issue())) focusText.current = false;
  };
  // Once made, focus moves to the text that sends it (the button that made it is gone).
  useEffect(() => {
    if (!link || !focusText.current) return;
    focusText.current = false;
    textRef.current?.focus();
  }, [link]);

  const renew = async () => {
    const ok = await confirm({
      title: 'Make a new signing link?',
      description: `The link you texted ${first} before stops working at once: opening it tells her to ask you for the new one. Text her the new link next.`,
      confirmLabel: 'Make new link',
    });
    if (!ok) return;
    const made = await issue();
    if (made) {
      toast({ title: 'Success', description: `New signing link made: text it to ${first}`, variant: 'success' });
    }
  };

  return (
    <Box data-testid="signing-link">
      <p>
        {first} signs from her own link: the PIN is her whole party&apos;s.{' '}
        {link
          ? `Her link works until ${until(link)}.`
          : link === null
            ? 'Make her link, then text it to her: it works for 30 days.'
            : ''}
      </p>
      <Actions>
        {link ? (
          <Button
            as="a"
            ref={textRef}
            href={smsHref(booking.clientPhone, textOf(link))}
            $size="sm"
            data-text="signing-link"
          >
            Text {first} her signing link
          </Button>
        ) : (
          <Button
            type="button"
            $size="sm"
            disabled={pending || (link === undefined && !failure)}
            onClick={() => void make()}
          >
            Make {first}&apos;s signing link
          </Button>
        )}
        {link && (
          <Button type="button" $size="sm" $variant="secondary" disabled={pending} onClick={() => void renew()}>
            New signing link
          </Button>
        )}
      </Actions>
      {link && <MessagePreview text={textOf(link)} />}
      {failure && <FieldError role="alert">{failure}</FieldError>}
      {confirmDialog}
    </Box>
  );
}
