import { PageTitle, Section } from '../../shared/ui/layout.tsx';

// Placeholder until the schedule issue builds the page.
export function WeddingSchedulePage() {
  return (
    <Section>
      <PageTitle>Wedding Day Schedule</PageTitle>
    </Section>
  );
}
