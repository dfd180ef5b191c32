import { useState } from 'react';
import styled from 'styled-components';
import { api } from '#contract/api.ts';
import type { BookingAnswer } from '#contract/booking.ts';
import { longDate } from '#contract/calendar-day.ts';
import { smsHref } from '#contract/phone.ts';
import { firstName } from '#contract/team.ts';
import { ApiError } from '#shared/api-client.ts';
import { theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { FieldError } from '#shared/ui/form-controls.tsx';
import { useToast } from '#shared/ui/toast.tsx';
import { reasonOf, useAdminSession } from '../session/admin-session.tsx';
import { useConfirm } from '../ui/use-confirm.tsx';

// On a wedding booking: each team artist on its schedule's chairs, with "Text {artist} her call sheet" (an sms: link
// with the sheet's address) and "New link" (the one she has answers 410 from then on).

const Box = styled.section`
  display: grid;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.md};
  h3 {
    margin: 0;
    font-size: ${theme.fontSizes.md};
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space.xs};
  }
  .name {
    flex-basis: 100%;
    font-weight: 600;
  }
`;

/** The text she sends: the wedding's date and the sheet's address. */
export const callSheetText = (artist: string, lead: string, date: string, link: string) =>
  `Hi ${firstName(artist)}! Your call sheet for ${longDate(date)} with ${lead}: ${link} It works offline once you open it.`;

export function CallSheetLinks({
  booking,
  leadName,
  onChanged,
}: {
  booking: BookingAnswer;
  leadName: string;
  onChanged: (booking: BookingAnswer) => void;
}) {
  const { call } = useAdminSession();
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const sheets = booking.callSheets ?? [];
  if (sheets.length === 0) return null;

  const renew = async (artistId: string, name: string) => {
    const first = firstName(name);
    const ok = await confirm({
      title: `Make a new call sheet link for ${first}?`,
      description: `The link ${first} has stops working at once. Text her the new one next.`,
      confirmLabel: 'Make new link',
    });
    if (!ok) return;
    setPending(true);
    setFailure(undefined);
    try {
      onChanged(await call(api.adminBookings.callSheetLink, { params: { id: booking.id, artistId } }));
      toast({ title: 'Success', description: `New call sheet link made: text it to ${first}`, variant: 'success' });
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) setFailure(reasonOf(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <Box aria-labelledby={`call-sheets-${booking.id}`} data-call-sheets="">
      <h3 id={`call-sheets-${booking.id}`}>Call sheets</h3>
      {sheets.map((sheet) => (
        <div className="row" key={sheet.artistId}>
          <span className="name">{sheet.name}</span>
          <Button
            as="a"
            href={smsHref(sheet.phone, callSheetText(sheet.name, leadName, booking.eventDate, sheet.link))}
            $size="sm"
            data-call-sheet-link={sheet.link}
          >
            Text {firstName(sheet.name)} her call sheet
          </Button>
          <Button
            type="button"
            $size="sm"
            $variant="secondary"
            disabled={pending}
            onClick={() => void renew(sheet.artistId, sheet.name)}
          >
            New link<span className="visually-hidden"> for {firstName(sheet.name)}</span>
          </Button>
        </div>
      ))}
      {failure && <FieldError role="alert">{failure}</FieldError>}
      {confirmDialog}
    </Box>
  );
}
