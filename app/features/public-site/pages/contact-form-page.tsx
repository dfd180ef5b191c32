import { PageTitle, Section } from '../../../shared/ui/layout.tsx';

// Placeholder until the public-site issue builds this page.
export function ContactFormPage() {
  return (
    <Section>
      <PageTitle>Student Information and Questionnaire</PageTitle>
    </Section>
  );
}
