import { useState } from 'react';
import { api } from '#contract/api.ts';
import type { BookingAnswer } from '#contract/booking.ts';
import { call } from '#shared/api-client.ts';
import { Button } from '#shared/ui/button.tsx';

// "Text the photographer the day link" on a wedding booking (issue 42): the booking's read-only day link (made the
// first time), in a text she sends from her phone's messages. The link stays shown, to paste into an e-mail instead.

export const dayLinkText = (booking: Pick<BookingAnswer, 'clientName'>, link: string) =>
  `${booking.clientName.trim().split(/\s+/)[0]}'s wedding morning, live (ready-by, chairs, address): ${link}`;

export function DayLinkText({ booking }: { booking: Pick<BookingAnswer, 'id' | 'clientName'> }) {
  const [link, setLink] = useState('');
  const [problem, setProblem] = useState('');
  const text = async () => {
    try {
      const answer = await call(api.adminBookings.dayLink, { params: { id: booking.id }, body: {} });
      setLink(answer.link);
      setProblem('');
      window.location.href = `sms:?&body=${encodeURIComponent(dayLinkText(booking, answer.link))}`;
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The day link could not be made.');
    }
  };
  return (
    <div data-day-link="">
      <Button type="button" $size="sm" $variant="secondary" onClick={() => void text()}>
        Text the photographer the day link
      </Button>
      {link && (
        <p style={{ overflowWrap: 'anywhere', fontSize: '0.85rem' }}>
          Day link: <a href={link}>{link}</a>
        </p>
      )}
      {problem && <p role="alert">{problem}</p>}
    </div>
  );
}
