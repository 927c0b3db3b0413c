import { CentrePage } from './CentrePage';
import { KONAKLI_PALANDOKEN, PALANDOKEN, POLAT_PALANDOKEN } from './centres';

/** Polat Palandöken info page (route /polatpalandoken; 2205-2405 m, 5 slopes; member spec §9). */
export function PolatPalandokenPage() {
  return <CentrePage centre={POLAT_PALANDOKEN} />;
}

/** Palandöken info page (route /palandoken; 2000-3176 m, 24 slopes; member spec §9). */
export function PalandokenPage() {
  return <CentrePage centre={PALANDOKEN} />;
}

/** Konaklı info page (route /konaklipalandoken; 2200-3185 m, 6 lifts, 14,000 skiers at once; member spec §9). */
export function KonakliPalandokenPage() {
  return <CentrePage centre={KONAKLI_PALANDOKEN} />;
}
