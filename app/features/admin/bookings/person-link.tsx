import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { api } from '#contract/api.ts';
import { isHairService } from '#contract/back-timing.ts';
import type { BookingAnswer } from '#contract/booking.ts';
import { firstNameOf, partyLinkText, type TextSender } from '#contract/booking-texts.ts';
import { sacramentoDate } from '#contract/calendar-day.ts';
import type { PartyIntakeAnswer } from '#contract/party-link.ts';
import { displayPhone, smsHref } from '#contract/phone.ts';
import { ApiError, callForFile } from '#shared/api-client.ts';
import { intakeRows } from '#shared/intake-rows.ts';
import { theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { FieldError } from '#shared/ui/form-controls.tsx';
import { PrivatePhotoThumbs } from '#shared/ui/private-photo-thumbs.tsx';
import { useToast } from '#shared/ui/toast.tsx';
import { reasonOf, useAdminSession } from '../session/admin-session.tsx';
import { Badge } from '../ui/panels.tsx';
import { useConfirm } from '../ui/use-confirm.tsx';

// One person's own link in her booking row: "Text Maya her link" (to her phone when the party has it), "New link"
// (the one she has stops working), "Release link" once a phone holds it (the next phone to open it claims it),
// whether her details are done, and her details themselves with her inspiration photos, which only the artist and
// she see (fetched from the admin API, never from a public address).

const Box = styled.div`
  display: grid;
  gap: ${theme.space.xs};
  padding-top: ${theme.space.xs};
  border-top: 1px dashed ${theme.colors.line};
  font-size: ${theme.fontSizes.sm};
  .status {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space.xs};
    font-weight: 600;
    color: ${theme.colors.ink};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.xs};
  }
  details > summary {
    display: flex;
    align-items: center;
    min-height: 44px;
    cursor: pointer;
    font-weight: 600;
    color: ${theme.colors.ink};
  }
`;

const Answers = styled.dl`
  margin: 0 0 ${theme.space.sm};
  display: grid;
  gap: ${theme.space.xs};
  grid-template-columns: minmax(0, 10rem) minmax(0, 1fr);
  dt {
    color: ${theme.colors.muted};
    font-weight: 600;
  }
  dd {
    margin: 0;
    color: ${theme.colors.ink};
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
`;

type Person = BookingAnswer['party'][number];

/** Her details, fetched when opened. */
function PersonDetails({ booking, person }: { booking: BookingAnswer; person: Person }) {
  const { call } = useAdminSession();
  const [answer, setAnswer] = useState<PartyIntakeAnswer | null>();
  const [failure, setFailure] = useState<string>();
  const load = useCallback(async () => {
    try {
      setAnswer(await call(api.adminBookings.partyIntake, { params: { id: booking.id, personId: person.id } }));
      setFailure(undefined);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) setFailure(`Could not load: ${reasonOf(error)}`);
    }
  }, [booking.id, person.id, call]);
  const photo = useCallback(
    async (photoId: string) =>
      (
        await callForFile(api.adminBookings.partyPhoto, 'photo.jpg', {
          params: { id: booking.id, personId: person.id, photoId },
        })
      ).blob,
    [booking.id, person.id],
  );
  const first = firstNameOf(person.name);
  return (
    <details
      onToggle={(event) => {
        if ((event.currentTarget as HTMLDetailsElement).open && answer === undefined) void load();
      }}
    >
      <summary>
        {first}&apos;s details<span className="visually-hidden"> and photos</span>
      </summary>
      {failure && <FieldError role="alert">{failure}</FieldError>}
      {answer === undefined && !failure && <p>Loading…</p>}
      {answer && !answer.intake && <p>{first} has not sent her details yet.</p>}
      {answer?.intake && (
        <Answers data-intake-of={person.id}>
          {intakeRows(answer.intake, {
            minor: person.minor,
            hasHairService: person.services.some(isHairService),
            services: person.services,
          }).map((row) => (
            <div key={row.label} style={{ display: 'contents' }}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </Answers>
      )}
      {answer && answer.photos.length > 0 && (
        <PrivatePhotoThumbs
          photos={answer.photos}
          load={photo}
          label={(index) => `${first}'s inspiration photo ${index + 1}`}
        />
      )}
    </details>
  );
}

export function PersonLink({
  booking,
  person,
  settings,
  onChanged,
}: {
  booking: BookingAnswer;
  person: Person;
  settings: TextSender;
  onChanged: (booking: BookingAnswer) => void;
}) {
  const { call } = useAdminSession();
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const first = firstNameOf(person.name);
  const params = { id: booking.id, personId: person.id };

  const act = async (send: () => Promise<BookingAnswer>, done: string) => {
    setPending(true);
    setFailure(undefined);
    try {
      onChanged(await send());
      toast({ title: 'Success', description: done, variant: 'success' });
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) setFailure(reasonOf(error));
    } finally {
      setPending(false);
    }
  };

  const renew = async () => {
    const ok = await confirm({
      title: `Make a new link for ${first}?`,
      description: `The link ${first} has stops working at once: opening it tells her to ask you for the new one. Text her the new link next.`,
      confirmLabel: 'Make new link',
    });
    if (ok) await act(() => call(api.adminBookings.partyLink, { params }), `New link made: text it to ${first}`);
  };

  const release = async () => {
    const ok = await confirm({
      title: `Release ${first}'s link?`,
      description: `The phone that opened it no longer holds it: the next phone to open the link claims it. Do this when ${first} has a new phone, or opened it on someone else's.`,
      confirmLabel: 'Release link',
    });
    if (ok) await act(() => call(api.adminBookings.partyRelease, { params }), `${first}'s link is released`);
  };

  // In the wedding's week the text asks her to open her page once more (saved pages on an iPhone last 7 days).
  const text = partyLinkText(settings.artistName, person, person.link, {
    eventDate: booking.eventDate,
    today: sacramentoDate(new Date()),
  });
  return (
    <Box data-person-link={person.id}>
      <div className="status">
        <span>Her link</span>
        {person.intakeDone ? <Badge $tone="active">details done</Badge> : <Badge>not yet</Badge>}
        <Badge $tone={person.claimed ? 'category' : 'hidden'}>
          {person.claimed ? 'opened on her phone' : 'not opened'}
        </Badge>
      </div>
      <div className="actions">
        <Button as="a" href={smsHref(person.phone, text)} $size="sm" data-text={`party-link-${person.id}`}>
          Text {first} her link
        </Button>
        <Button type="button" $size="sm" $variant="secondary" disabled={pending} onClick={() => void renew()}>
          New link<span className="visually-hidden"> for {first}</span>
        </Button>
        {person.claimed && (
          <Button type="button" $size="sm" $variant="ghost" disabled={pending} onClick={() => void release()}>
            Release link<span className="visually-hidden"> for {first}</span>
          </Button>
        )}
      </div>
      {!person.phone && <span>No phone for {first}: choose her in Messages.</span>}
      {person.phone && <span className="visually-hidden">To {displayPhone(person.phone)}</span>}
      {failure && <FieldError role="alert">{failure}</FieldError>}
      <PersonDetails booking={booking} person={person} />
      {confirmDialog}
    </Box>
  );
}
