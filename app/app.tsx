import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { Route, Router, Switch, useLocation } from 'wouter';
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
import { metaFor } from './features/public-site/seo/page-meta.ts';
import { WeddingSchedulePage } from './features/wedding-schedule/wedding-schedule-page.tsx';
import { GlobalStyle } from './shared/global-style.ts';
import { SiteLayout } from './shared/layout/site-layout.tsx';
import { ReloadPrompt } from './shared/pwa/reload-prompt.tsx';
import { theme } from './shared/theme.ts';
import { ToastProvider } from './shared/ui/toast.tsx';

// The dashboard loads when opened. The schedule page's PIN screen is small and in the main bundle, so the page
// hydrates with no second download; the schedule itself loads lazily from inside the page.
const AdminPage = lazy(() => import('./features/admin/admin-page.tsx').then((m) => ({ default: m.AdminPage })));

function Lazy({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<p style={{ textAlign: 'center', padding: '4rem 1rem' }}>Loading...</p>}>{children}</Suspense>
  );
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
      <Route path="/wedding-day-schedule" component={WeddingSchedulePage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}

/**
 * The tab title of every route, from the table the server writes into the first HTML. The page may not have come
 * from the server: the service worker answers every address with one precached shell (titled for the home page),
 * and client-side navigation keeps the document, so without this a page keeps the title it started with.
 * Trailing slashes are dropped as the server and the router do.
 */
function DocumentTitle() {
  const [location] = useLocation();
  const path = location.length > 1 ? location.replace(/\/+$/, '') || '/' : location;
  useEffect(() => {
    document.title = metaFor(path).title;
  }, [path]);
  return null;
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
            {/* After the pages, so its effect runs last and the table has the final word. */}
            <DocumentTitle />
          </Router>
        </PublicDataProvider>
        <ReloadPrompt />
      </ToastProvider>
    </ThemeProvider>
  );
}
