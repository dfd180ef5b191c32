import styled from 'styled-components';
import type { BookingAnswer } from '#contract/booking.ts';
import { LEAD_ARTIST_ID } from '#contract/team.ts';
import { ChoiceField, FieldError } from '../ui/form-controls.tsx';

// "Tip for" on a payment of a wedding with team artists: a tip is shared by the faces each artist did, unless the
// client gave it for one artist (contract/artist-pay.ts).

const Row = styled.div`
  grid-column: 1 / -1;
`;

type TipBooking = Pick<BookingAnswer, 'callSheets'>;

/** The team artists on the wedding's chairs (not her), as the booking answers them. */
const teamOf = (booking: TipBooking) => booking.callSheets ?? [];

/** Whom a tip was for, in words: '' when shared, "you" for her, else the artist's name. */
export function tipForName(booking: TipBooking, artistId: string | undefined): string {
  if (!artistId) return '';
  if (artistId === LEAD_ARTIST_ID) return 'you';
  return teamOf(booking).find((artist) => artist.artistId === artistId)?.name ?? 'an artist no longer on the wedding';
}

/** The choice, shown only when the wedding has team artists on its chairs. */
export function TipForField({
  booking,
  value,
  error,
  onChange,
}: {
  booking: TipBooking;
  value: string;
  error?: string;
  onChange: (artistId: string) => void;
}) {
  const team = teamOf(booking);
  if (team.length === 0) return null;
  return (
    <Row>
      <ChoiceField
        legend="Tip for"
        hint="A shared tip is split by the faces each artist did."
        value={value}
        options={[
          { value: '', label: 'Shared' },
          { value: LEAD_ARTIST_ID, label: 'You' },
          ...team.map((artist) => ({ value: artist.artistId, label: artist.name })),
        ]}
        onChange={onChange}
      />
      {error && <FieldError role="alert">{error}</FieldError>}
    </Row>
  );
}
