import type { ClientAgreement } from '#contract/agreement.ts';
import type { ClientBooking } from '#contract/wedding-schedule.ts';
import { AgreementSection, type AgreementSectionProps } from './agreement-section.tsx';
import { BookingMoney } from './booking-money.tsx';

// What a schedule that belongs to a booking adds to the bride's page, in one chunk of its own that only such a
// schedule loads (the schedule page's first load has a script budget): her money, and her agreement (read-only).

export interface BookingSectionsProps {
  booking: ClientBooking | null;
  agreement: ClientAgreement | null;
  clientName: string;
  agreementAccess: AgreementSectionProps['access'];
  /** The schedule was removed: the saved copy stays readable, but its PDF is no longer there to fetch. */
  scheduleGone: boolean;
}

export function BookingSections({
  booking,
  agreement,
  clientName,
  agreementAccess,
  scheduleGone,
}: BookingSectionsProps) {
  return (
    <>
      {booking && <BookingMoney booking={booking} />}
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
