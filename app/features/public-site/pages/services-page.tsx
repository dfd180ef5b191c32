import { PageTitle, Section } from '../../../shared/ui/layout.tsx';

// Placeholder until the public-site issue builds this page.
export function ServicesPage() {
  return (
    <Section>
      <PageTitle>SERVICES AND PRICES</PageTitle>
    </Section>
  );
}
