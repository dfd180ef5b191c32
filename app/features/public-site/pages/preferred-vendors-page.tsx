import { PageTitle, Section } from '../../../shared/ui/layout.tsx';

// Placeholder until the public-site issue builds this page.
export function PreferredVendorsPage() {
  return (
    <Section>
      <PageTitle>Preferred Vendors</PageTitle>
    </Section>
  );
}
