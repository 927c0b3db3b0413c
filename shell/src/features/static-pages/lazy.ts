// The static pages as lazy components: each page's code and the antd components it renders load
// only when it is visited (a visitor of /hakkimizda downloads no other page's components). The
// chunk names (`page-<route name>`) let the composition host send preload hints for them.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ShellPage } from '../routing/shellRoutes';

/** The static pages by shell route name, loaded on first render (see STATIC_PAGES). */
export const LAZY_STATIC_PAGES: Record<Exclude<ShellPage, 'home' | 'releases'>, LazyExoticComponent<ComponentType>> = {
  about: lazy(() => import(/* webpackChunkName: "page-about" */ './components/AboutPage').then((m) => ({ default: m.AboutPage }))),
  polatpalandoken: lazy(() => import(/* webpackChunkName: "page-polatpalandoken" */ './components/CentrePages').then((m) => ({ default: m.PolatPalandokenPage }))),
  palandoken: lazy(() => import(/* webpackChunkName: "page-palandoken" */ './components/CentrePages').then((m) => ({ default: m.PalandokenPage }))),
  konaklipalandoken: lazy(() => import(/* webpackChunkName: "page-konaklipalandoken" */ './components/CentrePages').then((m) => ({ default: m.KonakliPalandokenPage }))),
  abroad: lazy(() => import(/* webpackChunkName: "page-abroad" */ './components/AbroadPage').then((m) => ({ default: m.AbroadPage }))),
  indoor: lazy(() => import(/* webpackChunkName: "page-indoor" */ './components/IndoorCentresPage').then((m) => ({ default: m.IndoorCentresPage }))),
  'shopping-guide': lazy(() => import(/* webpackChunkName: "page-shopping-guide" */ './components/ShoppingGuidePage').then((m) => ({ default: m.ShoppingGuidePage }))),
  returns: lazy(() => import(/* webpackChunkName: "page-returns" */ './components/ReturnsPage').then((m) => ({ default: m.ReturnsPage }))),
};
