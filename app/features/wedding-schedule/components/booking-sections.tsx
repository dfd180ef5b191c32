import type { ClientAgreement } from '#contract/agreement.ts';
import type { ClientBooking } from '#contract/wedding-schedule.ts';
import { AgreementSection, type AgreementSectionProps } from './agreement-section.tsx';
import { BookingMoney } from './booking-money.tsx';
import { PartyLinks, type PartyLinkEntry } from './party-links.tsx';

// What a schedule that belongs to a booking adds to the bride's page, in one chunk of its own that only such a
// schedule loads (the schedule page's first load has a script budget): her money, her agreement (read-only), and
// each person's link to send her.

export interface BookingSectionsProps {
  booking: ClientBooking | null;
  agreement: ClientAgreement | null;
  clientName: string;
  agreementAccess: AgreementSectionProps['access'];
  /** The schedule was removed: the saved copy stays readable, but its PDF is no longer there to fetch. */
  scheduleGone: boolean;
  /** Each person of her party: "Send {name} her link" and whether her details are done. */
  party?: readonly PartyLinkEntry[];
  /** The wedding's date: in its week, "Send {name} her link" asks her to open it once more. */
  eventDate: string;
}

export function BookingSections({
  booking,
  agreement,
  clientName,
  agreementAccess,
  scheduleGone,
  party = [],
  eventDate,
}: BookingSectionsProps) {
  return (
    <>
      {booking && <BookingMoney booking={booking} />}
      {!scheduleGone && <PartyLinks party={party} eventDate={eventDate} />}
      {agreement && (
        <AgreementSection
          agreement={agreement}
          clientName={clientName}
          access={agreementAccess}
          unavailable={
            scheduleGone
              ? 'This schedule is no longer available.'
              : 'The PDF needs a connection: it will download once you are back online.'
          }
        />
      )}
    </>
  );
}
