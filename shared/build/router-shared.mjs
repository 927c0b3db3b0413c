// react-router shared per export (ARCHITECTURE.md "Module Federation"): the router holds state
// (its contexts), so it stays one runtime instance, but shared as the whole package it sent all of
// react-router (56 KB brotli: data routers, server rendering, RSC) to every page. The shell
// provides `react-router-dom` from a facade (shell/src/app/routerShared.ts) that re-exports only
// the names below, so its shared chunk is tree-shaken to them (14 KB, as in the monolith); a
// remote consumes that one instance and bundles no copy. The lint rule built from this list
// (eslint.config.js) refuses an import of any other value from react-router-dom in app code, so a
// remote cannot build against a name the live shell does not provide.

/** The react-router-dom value exports the apps may use (types are free). */
export const ROUTER_EXPORTS = [
  'BrowserRouter',
  'Link',
  'MemoryRouter',
  'NavLink',
  'Navigate',
  'Outlet',
  'Route',
  'Routes',
  'matchPath',
  'useBlocker',
  'useInRouterContext',
  'useLocation',
  'useMatch',
  'useNavigate',
  'useParams',
  'useSearchParams',
];
