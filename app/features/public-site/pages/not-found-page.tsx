import { PageTitle, Section } from '../../../shared/ui/layout.tsx';

// Placeholder until the public-site issue builds this page.
export function NotFoundPage() {
  return (
    <Section>
      <PageTitle>404 Page Not Found</PageTitle>
    </Section>
  );
}
