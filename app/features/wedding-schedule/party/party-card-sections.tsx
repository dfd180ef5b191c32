import styled from 'styled-components';
import { longDate } from '#contract/calendar-day.ts';
import { otherPhoneMessage } from '#contract/messages.ts';
import { toDollars } from '#contract/money.ts';
import type { PartyCard } from '#contract/party-link.ts';
import { smsHref } from '#contract/phone.ts';
import { formatPrice } from '#contract/site-settings.ts';
import { theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { CardTitle, DetailsTable, ReadyLine, SectionCard } from '../components/schedule-styles.tsx';

// Her card's read-only parts, in the schedule page's look: her wedding, her services and times in the chair, and her
// share when she pays for herself. Another phone's view has the first two only, under the sentence that says so.

const Rows = styled(DetailsTable)`
  th {
    width: 36%;
  }
  td {
    font-variant-numeric: tabular-nums;
  }
  .time {
    white-space: nowrap;
  }
  small {
    display: block;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.muted};
  }
`;

const Quiet = styled.p`
  margin: ${theme.space.sm} 0 0;
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.sm};
`;

const OtherPhone = styled.div`
  margin-top: ${theme.space.lg};
  padding: ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: #fbeeec;
  border: 1px solid ${theme.colors.danger};
  display: grid;
  gap: ${theme.space.sm};
  justify-items: center;
  text-align: center;
  p {
    margin: 0;
    color: ${theme.colors.ink};
    font-weight: 600;
  }
`;

const HowToPay = styled.p`
  margin: ${theme.space.md} 0 0;
  padding: ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.cream};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const money = (cents: number) => formatPrice(toDollars(cents));

/** "This link was opened on another phone. Text {artist} if that wasn't you", with the text one tap away. */
export function OtherPhoneNotice({ card }: { card: PartyCard }) {
  return (
    <OtherPhone role="alert" data-claim="other">
      <p>{otherPhoneMessage(card.artistName)}</p>
      {card.artistPhone && (
        <Button as="a" href={smsHref(card.artistPhone)} $size="sm">
          Text {card.artistName}
        </Button>
      )}
    </OtherPhone>
  );
}

export function WeddingSection({ card }: { card: PartyCard }) {
  const { wedding } = card;
  return (
    <SectionCard as="section" aria-labelledby="party-wedding-title">
      <CardTitle id="party-wedding-title">The wedding</CardTitle>
      <Rows>
        <tbody>
          <tr>
            <th scope="row">Date</th>
            <td>{longDate(wedding.date)}</td>
          </tr>
          <tr>
            <th scope="row">Venue</th>
            <td>{wedding.venue.trim() || '—'}</td>
          </tr>
          <tr>
            <th scope="row">Getting ready</th>
            <td>{wedding.gettingReadyAddress.trim() || 'To be confirmed'}</td>
          </tr>
        </tbody>
      </Rows>
    </SectionCard>
  );
}

export function TimesSection({ card }: { card: PartyCard }) {
  const twoChairs = card.times.some((time) => time.chair > 1);
  const mine = card.claim === 'mine';
  return (
    <SectionCard as="section" aria-labelledby="party-times-title">
      <CardTitle id="party-times-title">
        {card.person.minor && mine ? `${card.person.name}'s chair` : 'Your chair'}
      </CardTitle>
      {card.times.length > 0 ? (
        <Rows>
          <tbody>
            {card.times.map((time, index) => (
              <tr key={index}>
                <th scope="row">{time.service}</th>
                <td>
                  <span className="time">
                    {time.start} – {time.end}
                  </span>
                  {time.artist ? (
                    <small>
                      Chair {time.chair} · with {time.artist}
                    </small>
                  ) : (
                    twoChairs && <small>Chair {time.chair}</small>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Rows>
      ) : (
        <Rows>
          <tbody>
            {card.person.services.map((service) => (
              <tr key={service}>
                <th scope="row">Service</th>
                <td>{service}</td>
              </tr>
            ))}
          </tbody>
        </Rows>
      )}
      {card.readyAt ? (
        <ReadyLine>Be ready for your chair at {card.readyAt}</ReadyLine>
      ) : (
        <Quiet>Your time in the chair shows here once {card.artistName} plans the morning.</Quiet>
      )}
      {/* Safari deletes a site's saved data 7 days after the last visit: the week-of text asks her to reopen it. */}
      <Quiet data-saved-note>
        This page is saved on this phone and opens without signal. On an iPhone, open it again in the week before the
        wedding: it keeps a saved page for 7 days after your last visit.
      </Quiet>
    </SectionCard>
  );
}

export function ShareSection({ share }: { share: NonNullable<PartyCard['share']> }) {
  return (
    <SectionCard as="section" aria-labelledby="party-share-title">
      <CardTitle id="party-share-title">Your share</CardTitle>
      <Rows>
        <tbody>
          <tr>
            <th scope="row">Total</th>
            <td>{money(share.totalCents)}</td>
          </tr>
          <tr>
            <th scope="row">Paid</th>
            <td>{money(share.paidCents)}</td>
          </tr>
          <tr>
            <th scope="row">Still owed</th>
            <td>{share.owedCents > 0 ? money(share.owedCents) : 'Paid in full'}</td>
          </tr>
        </tbody>
      </Rows>
      {share.owedCents > 0 && share.howToPay.trim() && <HowToPay>How to pay: {share.howToPay.trim()}</HowToPay>}
    </SectionCard>
  );
}
