import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RemotePage } from '../features/federation/components/RemotePage';
import { HomePage } from '../features/home/components/HomePage';
import { PublicLayout } from '../features/layout/components/PublicLayout';
import { NotFoundPage } from '../features/not-found/components/NotFoundPage';
import {
  AboutPage,
  AbroadPage,
  IndoorCentresPage,
  KonakliPalandokenPage,
  PalandokenPage,
  PolatPalandokenPage,
  ReturnsPage,
  ShoppingGuidePage,
} from '../features/static-pages';
import { Guard } from './Guard';
import { ROUTES, type ShellPage } from './routeTable';

/** Pages the shell itself renders, by route-table name. */
const SHELL_PAGES: Record<ShellPage, ComponentType> = {
  home: HomePage,
  about: AboutPage,
  polatpalandoken: PolatPalandokenPage,
  palandoken: PalandokenPage,
  konaklipalandoken: KonakliPalandokenPage,
  abroad: AbroadPage,
  indoor: IndoorCentresPage,
  'shopping-guide': ShoppingGuidePage,
  returns: ReturnsPage,
};

/** The route table (member spec §2) rendered with its guards; anything else is the 404 page. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        {ROUTES.map((r) => {
          const Page = 'page' in r ? SHELL_PAGES[r.page] : null;
          return (
            <Route
              key={r.path}
              path={r.path}
              element={<Guard key={r.path} guard={r.guard}>{Page ? <Page /> : 'module' in r ? <RemotePage key={r.module} id={r.module} /> : null}</Guard>}
            />
          );
        })}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
