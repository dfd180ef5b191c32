import { useState } from 'react';
import styled from 'styled-components';
import type { BookingAnswer } from '#contract/booking.ts';
import { theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { DayLinkText } from '../faces/day-link-text.tsx';
import { facesPath } from '../faces/faces-path.ts';
import { LookEditor } from './look-editor.tsx';
import { SideBox } from './side-box.ts';

// The booking's looks, one per person of the party, each opened on its own (a phone shows one editor at a time),
// and Faces: the wedding morning's cards, kept on her phone. Apart from the booking's form: a look saves itself.

const People = styled.ul`
  list-style: none;
  margin: ${theme.space.sm} 0 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.sm};
  .person {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space.xs};
    font-weight: 600;
  }
  .person > button {
    min-height: 44px;
  }
  /* Her look opens inside this box: one frame, not two, so a phone keeps the width for its fields and photos. */
  .person + section {
    margin-top: ${theme.space.xs};
    padding: ${theme.space.sm} 0 0;
    border: 0;
    border-top: 1px dashed ${theme.colors.line};
    border-radius: 0;
  }
`;

const Lead = styled.p`
  margin: 0 0 ${theme.space.sm};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.muted};
`;

export function BookingLooks({ booking }: { booking: BookingAnswer }) {
  const [open, setOpen] = useState<string | null>(null);
  const people = booking.party.filter((person) => person.id !== '');
  return (
    <SideBox aria-labelledby="looks-title">
      <h3 id="looks-title">Looks and Faces</h3>
      <Lead>Each person&apos;s products, shades, lashes and trial photos; Faces gathers them for the morning.</Lead>
      <Button as="a" href={facesPath(booking.id)} $size="sm" aria-label={`Faces for ${booking.clientName}`}>
        Open Faces
      </Button>
      {booking.eventType === 'wedding' && <DayLinkText booking={booking} />}
      <People>
        {people.map((person) => (
          <li key={person.id} id={`look-${person.id}`}>
            <div className="person">
              <span>{person.name}</span>
              <Button
                type="button"
                $size="sm"
                $variant="secondary"
                aria-expanded={open === person.id}
                aria-label={`${open === person.id ? 'Close' : 'Open'} ${person.name}'s look`}
                onClick={() => setOpen(open === person.id ? null : person.id)}
              >
                {open === person.id ? 'Close look' : 'Look'}
              </Button>
            </div>
            {open === person.id && <LookEditor bookingId={booking.id} person={person} />}
          </li>
        ))}
      </People>
    </SideBox>
  );
}
