import { PageTitle, Section } from '../../../shared/ui/layout.tsx';

// Placeholder until the public-site issue builds this page.
export function HomePage() {
  return (
    <Section>
      <PageTitle>Home</PageTitle>
    </Section>
  );
}
