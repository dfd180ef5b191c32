import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteId } from '#contract/routes.ts';
import { ContactFormPage } from '../features/public-site/pages/contact-form-page.tsx';
import { FaqsPage } from '../features/public-site/pages/faqs-page.tsx';
import { HomePage } from '../features/public-site/pages/home-page.tsx';
import { PoliciesPage } from '../features/public-site/pages/policies-page.tsx';
import { PortfolioPage } from '../features/public-site/pages/portfolio-page.tsx';
import { PreferredVendorsPage } from '../features/public-site/pages/preferred-vendors-page.tsx';
import { ServicesPage } from '../features/public-site/pages/services-page.tsx';
import { TestimonialsPage } from '../features/public-site/pages/testimonials-page.tsx';
import { WeddingScheduleRoute } from '../features/wedding-schedule/preview/schedule-route.tsx';

// The dashboard loads when opened. The schedule page's PIN screen is small and in the main bundle, so the page
// hydrates with no second download; the schedule itself loads lazily from inside the page.
const AdminPage = lazy(() =>
  import('../features/admin/dashboard/admin-page.tsx').then((m) => ({ default: m.AdminPage })),
);

// The signing page is opened by one person, from one link: its code loads with it, and nowhere else.
const SigningPage = lazy(() =>
  import('../features/wedding-schedule/signing/signing-view.tsx').then((m) => ({ default: m.SigningPage })),
);

// A person's party page, likewise: opened from her own link.
const PartyPage = lazy(() =>
  import('../features/wedding-schedule/party/party-page.tsx').then((m) => ({ default: m.PartyPage })),
);

// A team artist's call sheet, likewise: opened from her own link.
const CallSheetPage = lazy(() =>
  import('../features/wedding-schedule/call-sheet/call-sheet-page.tsx').then((m) => ({ default: m.CallSheetPage })),
);

function LazyCallSheetPage() {
  return (
    <Suspense fallback={null}>
      <CallSheetPage />
    </Suspense>
  );
}

// The bride's thank-you page, likewise: opened from her own link after the wedding.
const ThankYouPage = lazy(() =>
  import('../features/wedding-schedule/thank-you/thank-you-page.tsx').then((m) => ({ default: m.ThankYouPage })),
);

function LazyThankYouPage() {
  return (
    <Suspense fallback={null}>
      <ThankYouPage />
    </Suspense>
  );
}

// The photographer's day link, likewise: opened from the link the artist texted.
const DayPage = lazy(() =>
  import('../features/wedding-schedule/day/day-page.tsx').then((m) => ({ default: m.DayPage })),
);

function LazyDayPage() {
  return (
    <Suspense fallback={null}>
      <DayPage />
    </Suspense>
  );
}

// Faces, the artist's wedding-morning cards: opened from her dashboard, and from her phone with no signal.
const FacesPage = lazy(() => import('../features/admin/faces/faces-page.tsx').then((m) => ({ default: m.FacesPage })));

function LazyFacesPage() {
  return (
    <Suspense fallback={null}>
      <FacesPage />
    </Suspense>
  );
}

function LazyPartyPage() {
  return (
    <Suspense fallback={null}>
      <PartyPage />
    </Suspense>
  );
}

function LazySigningPage() {
  return (
    <Suspense fallback={null}>
      <SigningPage />
    </Suspense>
  );
}

function LazyAdminPage() {
  return (
    <Suspense fallback={<p style={{ textAlign: 'center', padding: '4rem 1rem' }}>Loading...</p>}>
      <AdminPage />
    </Suspense>
  );
}

/** Each route of `contract/routes.ts` and the page that shows it; a missing or unknown route id fails the type check. */
export const PAGES = {
  home: HomePage,
  faqs: FaqsPage,
  policies: PoliciesPage,
  testimonials: TestimonialsPage,
  services: ServicesPage,
  portfolio: PortfolioPage,
  vendors: PreferredVendorsPage,
  lessons: ContactFormPage,
  admin: LazyAdminPage,
  schedule: WeddingScheduleRoute,
  sign: LazySigningPage,
  party: LazyPartyPage,
  callSheet: LazyCallSheetPage,
  faces: LazyFacesPage,
  thankYou: LazyThankYouPage,
  day: LazyDayPage,
} satisfies Record<RouteId, ComponentType>;
