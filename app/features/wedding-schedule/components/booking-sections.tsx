import type { ClientAgreement } from '#contract/agreement.ts';
import type { ClientBooking } from '#contract/wedding-schedule.ts';
import { AgreementSection, type AgreementSectionProps } from './agreement-section.tsx';
import { BookingMoney } from './booking-money.tsx';

// What a schedule that belongs to a booking adds to the bride's page, in one chunk of its own that only such a
// schedule loads (the schedule page's first load has a script budget): her money, and her agreement.

export interface BookingSectionsProps {
  booking: ClientBooking | null;
  agreement: ClientAgreement | null;
  agreementAccess: AgreementSectionProps['access'];
  /** The schedule was removed: the saved copy stays readable, but nothing can be signed. */
  scheduleGone: boolean;
  onAgreementChanged: () => Promise<void>;
}

export function BookingSections({
  booking,
  agreement,
  agreementAccess,
  scheduleGone,
  onAgreementChanged,
}: BookingSectionsProps) {
  return (
    <>
      {booking && <BookingMoney booking={booking} />}
      {agreement && (
        <AgreementSection
          agreement={agreement}
          access={agreementAccess}
          unavailable={
            scheduleGone
              ? 'This schedule is no longer available, so the agreement cannot be signed here.'
              : 'Signing and the PDF need a connection: they will work once you are back online.'
          }
          onChanged={onAgreementChanged}
        />
      )}
    </>
  );
}
