import { useSubscription } from '@apollo/client/react';
import { Drawer, Grid } from 'antd';
import { Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { MeUpdatedDocument, type CurrentUserFragment } from '../../gql/graphql';
import { PAGE_HEADINGS } from '../navigation';
import { pageKeyOf } from '../page-key';
import { PageSpinner } from '../PageSpinner';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import './shell.css';

/** Sidebar (a drawer under 768 px), top bar and content area of every signed-in screen. */
export function AppShell({ user }: { user: CurrentUserFragment }) {
  const screens = Grid.useBreakpoint();
  // Until the first measurement, assume desktop; md is 768 px and up.
  const isMobile = screens.md === false;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const pageKey = pageKeyOf(pathname);
  const heading = PAGE_HEADINGS[pageKey] ?? PAGE_HEADINGS['not-found']!;
  // Profile changes made in another tab arrive here and update the cached user.
  useSubscription(MeUpdatedDocument);

  return (
    <div className="ff-shell">
      <a
        className="ff-skip-link"
        href="#main"
        onClick={(event) => {
          // Focus moves without a hash navigation (which the router, and the builder's unsaved guard, would see).
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        Skip to content
      </a>
      {isMobile ? (
        <Drawer
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          size={272}
          closable={false}
          styles={{ body: { padding: 0 } }}
          title={null}
        >
          <Sidebar user={user} pageKey={pageKey} onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      ) : (
        <aside className="ff-shell__sidebar">
          <Sidebar user={user} pageKey={pageKey} />
        </aside>
      )}
      <div className="ff-shell__main">
        <TopBar user={user} heading={heading} isMobile={isMobile} onOpenMenu={() => setDrawerOpen(true)} />
        <main className="ff-shell__content" id="main" tabIndex={-1}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
