import { PageTitle, Section } from '../../shared/ui/layout.tsx';

// Placeholder until the admin issue builds the dashboard.
export function AdminPage() {
  return (
    <Section>
      <PageTitle>Admin Login</PageTitle>
    </Section>
  );
}
