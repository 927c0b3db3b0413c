// Static information pages of the shell (member spec §2 routes, §9 facts). The shell's routes
// take them from STATIC_PAGES; each renders inside the shell's router and antd providers.
import type { ComponentType } from 'react';
import type { ShellPage } from '../routing/shellRoutes';
import { AboutPage } from './components/AboutPage';
import { AbroadPage } from './components/AbroadPage';
import { KonakliPalandokenPage, PalandokenPage, PolatPalandokenPage } from './components/CentrePages';
import { IndoorCentresPage } from './components/IndoorCentresPage';
import { ReturnsPage } from './components/ReturnsPage';
import { ShoppingGuidePage } from './components/ShoppingGuidePage';

export { AboutPage, AbroadPage, IndoorCentresPage, KonakliPalandokenPage, PalandokenPage, PolatPalandokenPage, ReturnsPage, ShoppingGuidePage };
export { CentrePage } from './components/CentrePage';
export { useCountUp, yearsSince, FOUNDING_YEAR } from './hooks/useCountUp';
export type { CentreInfo } from './components/centres';

/** The static pages by shell route name (shellRoutes.ts); the home page and the release console are the shell's own. */
export const STATIC_PAGES: Record<Exclude<ShellPage, 'home' | 'releases'>, ComponentType> = {
  about: AboutPage,
  polatpalandoken: PolatPalandokenPage,
  palandoken: PalandokenPage,
  konaklipalandoken: KonakliPalandokenPage,
  abroad: AbroadPage,
  indoor: IndoorCentresPage,
  'shopping-guide': ShoppingGuidePage,
  returns: ReturnsPage,
};
