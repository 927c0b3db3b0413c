import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Spin } from 'antd';
import { Route, Routes } from 'react-router-dom';
import { RemotePage } from '../features/federation/components/RemotePage';
import { RemoteErrorPanel } from '../features/federation/components/RemoteErrorPanel';
import { useReleases } from '../features/federation/releasesStore';
import { reloadReleases } from '../features/federation/runtime';
import { HomePage } from '../features/home/components/HomePage';
import { PublicLayout } from '../features/layout/components/PublicLayout';
import { NotFoundPage } from '../features/not-found/components/NotFoundPage';
import { useRouteTable, type TableRoute } from '../features/routing/routeTable';
import type { ShellPage } from '../features/routing/shellRoutes';
import { STATIC_PAGES } from '../features/static-pages';
import { Guard } from './Guard';

/** The release console, loaded only when a release manager opens it (visitors never download it). */
const ReleasesPage = lazy(() => import('../features/releases/components/ReleasesPage'));

function LazyReleasesPage() {
  return (
    <Suspense
      fallback={
        <div role="status" style={{ padding: 48, textAlign: 'center' }}>
          <Spin /> Yükleniyor…
        </div>
      }
    >
      <ReleasesPage />
    </Suspense>
  );
}

/** Pages the shell itself renders, by shell route name. */
const SHELL_PAGES: Record<ShellPage, ComponentType> = {
  home: HomePage,
  ...STATIC_PAGES,
  releases: LazyReleasesPage,
};

/** Sets the document title from the route; a page that knows better sets its own after it. */
function RouteTitle({ title }: { title: string }) {
  useEffect(() => {
    document.title = `${title} | Kayak Kulübü`;
  }, [title]);
  return null;
}

function page(r: TableRoute) {
  if (r.owner === 'shell') {
    const Page = SHELL_PAGES[r.page];
    return <Page />;
  }
  return <RemotePage key={r.module} id={r.module} />;
}

/**
 * Unknown path: the 404 page, or, when releases.json could not be read (so no remote page is
 * known), the remote panel whose 'Tekrar Dene' reads it again.
 */
function Fallback() {
  const { status } = useReleases();
  if (status === 'failed') return <RemoteErrorPanel onRetry={() => void reloadReleases()} />;
  return <NotFoundPage />;
}

/**
 * The route table (the shell's pages and the live remotes' pages, features/routing) rendered
 * with its guards; anything else is the 404 page.
 */
export function AppRoutes() {
  const table = useRouteTable();
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        {table.map((r) => (
          <Route
            key={r.path}
            path={r.path}
            element={
              <Guard key={r.path} guard={r.guard}>
                <RouteTitle title={r.title} />
                {page(r)}
              </Guard>
            }
          />
        ))}
        <Route path="*" element={<Fallback />} />
      </Route>
    </Routes>
  );
}
