import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Spin } from 'antd';
import { Route, Routes } from 'react-router-dom';
import { RemotePage } from '../features/federation/components/RemotePage';
import { RemoteErrorPanel } from '../features/federation/components/RemoteErrorPanel';
import { useReleases } from '../features/federation/releasesStore';
import { reloadReleases } from '../features/federation/runtime';
import { PublicLayout } from '../features/layout/components/PublicLayout';
import { useRouteTable, type TableRoute } from '../features/routing/routeTable';
import type { ShellPage } from '../features/routing/shellRoutes';
import { LAZY_STATIC_PAGES } from '../features/static-pages/lazy';
import { Guard } from './Guard';

/** The release console, loaded only when a release manager opens it (visitors never download it). */
const ReleasesPage = lazy(() => import(/* webpackChunkName: "page-releases" */ '../features/releases/components/ReleasesPage'));
/** The home page: its code and antd components load only on / (other pages never download them). */
const HomePage = lazy(() => import(/* webpackChunkName: "page-home" */ '../features/home/components/HomePage').then((m) => ({ default: m.HomePage })));

/**
 * Pages the shell itself renders, by shell route name: each is its own chunk (`page-<name>`,
 * which the composition host preloads with the page's HTML).
 */
const SHELL_PAGES: Record<ShellPage, ComponentType> = {
  home: HomePage,
  ...LAZY_STATIC_PAGES,
  releases: ReleasesPage,
};

/** The 404 page, loaded only when a path is unknown (its antd Result is no other page's cost). */
const NotFoundPage = lazy(() => import(/* webpackChunkName: "page-not-found" */ '../features/not-found/components/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

/** What a shell page shows while its chunk loads. */
function PageLoading() {
  return (
    <div role="status" style={{ padding: 48, textAlign: 'center', minHeight: 240 }}>
      <Spin /> Yükleniyor…
    </div>
  );
}

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
    return (
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    );
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
  return (
    <Suspense fallback={<PageLoading />}>
      <NotFoundPage />
    </Suspense>
  );
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
