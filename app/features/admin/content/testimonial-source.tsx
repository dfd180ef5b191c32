import { useId } from 'react';
import styled from 'styled-components';
import { longDate, sacramentoDate } from '#contract/calendar-day.ts';
import type { Testimonial } from '#contract/testimonial.ts';
import { NO_CONSENT_REASON, thankYouSourceWords } from '#contract/thank-you.ts';
import { theme } from '#shared/theme.ts';
import { SwitchField } from '../ui/form-controls.tsx';
import { ItemMeta } from '../ui/panels.tsx';

// A testimonial a bride wrote from her thank-you link (issue 43), as the Testimonials tab marks it: where it came
// from and when, whether she agreed to have it published, and the publish switch kept off without that consent.

/** "from Maya's thank-you link, Sunday, June 14, 2026". */
export function SourceMark({ testimonial }: { testimonial: Testimonial }) {
  if (!testimonial.source) return null;
  const day = longDate(sacramentoDate(new Date(testimonial.source.submittedAt)));
  return <ItemMeta data-source="thank-you">{thankYouSourceWords(testimonial.clientName, day)}</ItemMeta>;
}

/** Whether she may publish it. */
export function ConsentMark({ testimonial }: { testimonial: Testimonial }) {
  return (
    <ItemMeta>
      {testimonial.consent ? 'She agreed to have it published.' : `${NO_CONSENT_REASON} It stays hidden.`}
    </ItemMeta>
  );
}

const Reason = styled.p`
  margin: ${theme.space.xs} 0 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.muted};
`;

/** The form's "Visible on website" switch, off and disabled, with the reason beside it. */
export function NoConsentSwitch() {
  const reasonId = useId();
  return (
    <div>
      <SwitchField label="Visible on website" checked={false} onChange={() => {}} disabled describedBy={reasonId} />
      <Reason id={reasonId}>{NO_CONSENT_REASON}</Reason>
    </div>
  );
}
