import { lazy, Suspense, useEffect, type ReactElement } from 'react';
import { Navigate, Route, Routes, useLocation, useSearchParams } from 'react-router-dom';
import type { CurrentUserFragment } from '../gql/graphql';
import { useCurrentUser } from '../modules/accounts/use-current-user';
import { safeReturnTo } from '../modules/accounts/use-sign-in-complete';
import { SignInPage } from '../routes/auth/SignInPage';
import { SignUpPage } from '../routes/auth/SignUpPage';
import { LandingPage } from '../routes/landing/LandingPage';
import { NotFoundPage } from '../routes/not-found/NotFoundPage';
import { PendingPage } from '../routes/pending/PendingPage';
import { announceLoggedOutAndRedirect } from './auth-redirect';
import { PageSpinner } from './PageSpinner';
import { PREVIEW_PATH, SIGNED_IN_PATHS } from './routes-table';
import { AppShell } from './shell/AppShell';

// Screens load on first visit so the first paint does not wait for all of them.
const DashboardPage = lazy(() =>
  import('../routes/dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })),
);
const FunnelsPage = lazy(() =>
  import('../routes/funnels/FunnelsPage').then((m) => ({ default: m.FunnelsPage })),
);
const TemplatesPage = lazy(() =>
  import('../routes/templates/TemplatesPage').then((m) => ({ default: m.TemplatesPage })),
);
const RecycleBinPage = lazy(() =>
  import('../routes/recycle-bin/RecycleBinPage').then((m) => ({ default: m.RecycleBinPage })),
);
const LeadsPage = lazy(() => import('../routes/leads/LeadsPage').then((m) => ({ default: m.LeadsPage })));
const CampaignsPage = lazy(() =>
  import('../routes/campaigns/CampaignsPage').then((m) => ({ default: m.CampaignsPage })),
);
const AutorespondersPage = lazy(() =>
  import('../routes/autoresponders/AutorespondersPage').then((m) => ({ default: m.AutorespondersPage })),
);
const EmailSettingsPage = lazy(() =>
  import('../routes/email-settings/EmailSettingsPage').then((m) => ({ default: m.EmailSettingsPage })),
);
const SuppressionsPage = lazy(() =>
  import('../routes/suppressions/SuppressionsPage').then((m) => ({ default: m.SuppressionsPage })),
);
const ApiKeysPage = lazy(() =>
  import('../routes/api-keys/ApiKeysPage').then((m) => ({ default: m.ApiKeysPage })),
);
const BuilderPage = lazy(() =>
  import('../routes/builder/BuilderPage').then((m) => ({ default: m.BuilderPage })),
);
const MediaLibraryPage = lazy(() =>
  import('../routes/media-library/MediaLibraryPage').then((m) => ({ default: m.MediaLibraryPage })),
);
const ProfilePage = lazy(() =>
  import('../routes/profile/ProfilePage').then((m) => ({ default: m.ProfilePage })),
);
const AccountSettingsPage = lazy(() =>
  import('../routes/account/AccountSettingsPage').then((m) => ({ default: m.AccountSettingsPage })),
);
const AiGeneratorPage = lazy(() =>
  import('../routes/ai-generator/AiGeneratorPage').then((m) => ({ default: m.AiGeneratorPage })),
);
const AnalyticsPage = lazy(() =>
  import('../routes/analytics/AnalyticsPage').then((m) => ({ default: m.AnalyticsPage })),
);
const ExperimentsPage = lazy(() =>
  import('../routes/experiments/ExperimentsPage').then((m) => ({ default: m.ExperimentsPage })),
);
const ExperimentPage = lazy(() =>
  import('../routes/experiments/ExperimentPage').then((m) => ({ default: m.ExperimentPage })),
);
const SubscriptionPage = lazy(() =>
  import('../routes/subscription/SubscriptionPage').then((m) => ({ default: m.SubscriptionPage })),
);
const CheckoutPage = lazy(() =>
  import('../routes/checkout/CheckoutPage').then((m) => ({ default: m.CheckoutPage })),
);
const PaymentSuccessPage = lazy(() =>
  import('../routes/payment-success/PaymentSuccessPage').then((m) => ({ default: m.PaymentSuccessPage })),
);
const AffiliatesPage = lazy(() =>
  import('../routes/affiliates/AffiliatesPage').then((m) => ({ default: m.AffiliatesPage })),
);
const AffiliateStatsPage = lazy(() =>
  import('../routes/affiliate-stats/AffiliateStatsPage').then((m) => ({ default: m.AffiliateStatsPage })),
);
const PreviewPage = lazy(() =>
  import('../routes/preview/PreviewPage').then((m) => ({ default: m.PreviewPage })),
);

/** Screens built so far; every other signed-in route shows its title and an honest empty state. */
const SCREENS: Partial<Record<(typeof SIGNED_IN_PATHS)[number], ReactElement>> = {
  '/': <DashboardPage />,
  '/funnels': <FunnelsPage />,
  '/templates': <TemplatesPage />,
  '/recycle-bin': <RecycleBinPage />,
  '/leads': <LeadsPage />,
  '/campaigns': <CampaignsPage />,
  '/autoresponders': <AutorespondersPage />,
  '/email-settings': <EmailSettingsPage />,
  '/suppressions': <SuppressionsPage />,
  '/profile': <ProfilePage />,
  '/account': <AccountSettingsPage />,
  '/subscription': <SubscriptionPage />,
  '/checkout': <CheckoutPage />,
  '/payment-success': <PaymentSuccessPage />,
  '/api-keys': <ApiKeysPage />,
  '/affiliates': <AffiliatesPage />,
  '/affiliate-stats': <AffiliateStatsPage />,
  '/media-library': <MediaLibraryPage />,
  '/ai-generator': <AiGeneratorPage />,
  '/analytics': <AnalyticsPage />,
  '/experiments': <ExperimentsPage />,
  '/experiments/:id': <ExperimentPage />,
  '/builder': <BuilderPage />,
  '/builder/:id': <BuilderPage />,
  '/funnel-builder': <BuilderPage />,
  '/funnel-builder/:id': <BuilderPage />,
};

function Preview() {
  return (
    <Suspense fallback={<PageSpinner fullPage />}>
      <PreviewPage />
    </Suspense>
  );
}

/** A signed-in route opened while signed out: the landing page, the 'Unauthorized' toast, then sign-in. */
function SignedOutOnAppRoute() {
  const { pathname, search } = useLocation();
  useEffect(() => announceLoggedOutAndRedirect(pathname + search), [pathname, search]);
  return <LandingPage />;
}

function BackFromAuthScreen() {
  const [params] = useSearchParams();
  return <Navigate to={safeReturnTo(params.get('returnTo'))} replace />;
}

function SignedOutRoutes() {
  return (
    <Routes>
      <Route path="/" element={<LandingPage />} />
      <Route path="/login" element={<SignInPage />} />
      <Route path="/signup" element={<SignUpPage />} />
      <Route path={PREVIEW_PATH} element={<Preview />} />
      {SIGNED_IN_PATHS.filter((path) => path !== '/').map((path) => (
        <Route key={path} path={path} element={<SignedOutOnAppRoute />} />
      ))}
      <Route path="*" element={<LandingPage />} />
    </Routes>
  );
}

function SignedInRoutes({ user }: { user: CurrentUserFragment }) {
  return (
    <Routes>
      <Route path={PREVIEW_PATH} element={<Preview />} />
      <Route path="/login" element={<BackFromAuthScreen />} />
      <Route path="/signup" element={<BackFromAuthScreen />} />
      <Route element={<AppShell user={user} />}>
        {SIGNED_IN_PATHS.map((path) => (
          <Route key={path} path={path} element={SCREENS[path] ?? <PendingPage />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

/** The auth gate: a spinner while `me` loads, then the routes for signed-in or signed-out visitors. */
export function AppRoutes() {
  const { user, loading } = useCurrentUser();
  if (loading) return <PageSpinner fullPage />;
  return user ? <SignedInRoutes user={user} /> : <SignedOutRoutes />;
}
