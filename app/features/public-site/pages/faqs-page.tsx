import { PageTitle, Section } from '../../../shared/ui/layout.tsx';

// Placeholder until the public-site issue builds this page.
export function FaqsPage() {
  return (
    <Section>
      <PageTitle>FAQs</PageTitle>
    </Section>
  );
}
