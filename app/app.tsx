import { lazy, Suspense, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { Route, Router, Switch } from 'wouter';
import { PublicDataProvider, type PublicData } from './features/public-site/data/public-data.tsx';
import { ContactFormPage } from './features/public-site/pages/contact-form-page.tsx';
import { FaqsPage } from './features/public-site/pages/faqs-page.tsx';
import { HomePage } from './features/public-site/pages/home-page.tsx';
import { NotFoundPage } from './features/public-site/pages/not-found-page.tsx';
import { PoliciesPage } from './features/public-site/pages/policies-page.tsx';
import { PortfolioPage } from './features/public-site/pages/portfolio-page.tsx';
import { PreferredVendorsPage } from './features/public-site/pages/preferred-vendors-page.tsx';
import { ServicesPage } from './features/public-site/pages/services-page.tsx';
import { TestimonialsPage } from './features/public-site/pages/testimonials-page.tsx';
import { GlobalStyle } from './shared/global-style.ts';
import { SiteLayout } from './shared/layout/site-layout.tsx';
import { ReloadPrompt } from './shared/pwa/reload-prompt.tsx';
import { theme } from './shared/theme.ts';
import { ToastProvider } from './shared/ui/toast.tsx';

// Only visitors' pages are in the main bundle; the dashboard and the schedule page load when opened.
const AdminPage = lazy(() => import('./features/admin/admin-page.tsx').then((m) => ({ default: m.AdminPage })));
const WeddingSchedulePage = lazy(() =>
  import('./features/wedding-schedule/wedding-schedule-page.tsx').then((m) => ({ default: m.WeddingSchedulePage })),
);

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<p style={{ textAlign: 'center', padding: '4rem 1rem' }}>Loading...</p>}>{children}</Suspense>;
}

export function AppRoutes() {
  return (
    <Switch>
      <Route path="/" component={HomePage} />
      <Route path="/faqs" component={FaqsPage} />
      <Route path="/policies" component={PoliciesPage} />
      <Route path="/testimonials" component={TestimonialsPage} />
      <Route path="/portfolio" component={PortfolioPage} />
      <Route path="/services" component={ServicesPage} />
      <Route path="/preferred-vendors" component={PreferredVendorsPage} />
      <Route path="/contact-form" component={ContactFormPage} />
      <Route path="/admin">
        <Lazy>
          <AdminPage />
        </Lazy>
      </Route>
      <Route path="/wedding-day-schedule">
        <Lazy>
          <WeddingSchedulePage />
        </Lazy>
      </Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}

/** `ssrPath` is set when rendering on the server; `initialData` holds the lists the server rendered the page with. */
export function App({ ssrPath, initialData }: { ssrPath?: string; initialData?: PublicData }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <ToastProvider>
        <PublicDataProvider initial={initialData}>
          <Router ssrPath={ssrPath}>
            <SiteLayout>
              <AppRoutes />
            </SiteLayout>
          </Router>
        </PublicDataProvider>
        <ReloadPrompt />
      </ToastProvider>
    </ThemeProvider>
  );
}
