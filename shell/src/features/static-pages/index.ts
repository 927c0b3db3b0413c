// Static information pages of the shell (member spec §2 routes, §9 facts). The shell's routes
// import these named components; each renders inside the shell's router and antd providers.
export { AboutPage } from './components/AboutPage';
export { PolatPalandokenPage, PalandokenPage, KonakliPalandokenPage } from './components/CentrePages';
export { CentrePage } from './components/CentrePage';
export { AbroadPage } from './components/AbroadPage';
export { IndoorCentresPage } from './components/IndoorCentresPage';
export { ShoppingGuidePage } from './components/ShoppingGuidePage';
export { ReturnsPage } from './components/ReturnsPage';
export { useCountUp, yearsSince, FOUNDING_YEAR } from './hooks/useCountUp';
export type { CentreInfo } from './components/centres';
