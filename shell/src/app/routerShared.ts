/**
 * The one react-router instance of every page (shared/build/router-shared.mjs): the shell provides
 * this module as the Module Federation shared `react-router-dom`, so the shared chunk holds only
 * these exports. Re-exported from `react-router` (which react-router-dom re-exports in v7): a
 * `react-router-dom` import here would be consumed from the shared scope, i.e. from this file.
 * Keep it equal to ROUTER_EXPORTS (routerShared.test.ts).
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchPath,
  useBlocker,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
