import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiLogin, scrollThroughPage } from './helpers';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** WCAG 2.2 AA as axe-core tags it (2.0, 2.1 and 2.2 rules of levels A and AA). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Guard of a route as the builds declare it (@skiclub/shared/routes). */
export type Guard = 'public' | 'guest' | 'login' | 'admin' | 'release';

/** A page as the builds emit it into routes.json (shell: shellRoutes.ts; remotes: src/app/routes.ts). */
export interface BuiltRoute {
  path: string;
  guard: Guard;
  title: string;
}

/**
 * Every page of the built apps: the shell's routes.json and each remote's routes.json, which the
 * builds emit from shellRoutes.ts and src/app/routes.ts (`pnpm build` must have run).
 */
export function builtRoutes(): BuiltRoute[] {
  const read = (app: string) => JSON.parse(readFileSync(path.join(root, app, 'dist/routes.json'), 'utf8')) as BuiltRoute[];
  return ['shell', 'mf-catalog', 'mf-camps', 'mf-account', 'mf-checkout', 'mf-admin'].flatMap(read);
}

/** A Playwright storage state with the remembered session (localStorage token and user, member spec §4) of `account`. */
export async function sessionState(request: APIRequestContext, baseURL: string, account: { kullaniciAdi: string; sifre: string }) {
  const s = await apiLogin(request, account);
  return {
    cookies: [],
    origins: [{ origin: new URL(baseURL).origin, localStorage: [{ name: 'token', value: s.token }, { name: 'user', value: JSON.stringify(s.user) }] }],
  };
}

/**
 * Waits until the page has settled: no request in flight, no loading spinner, skeleton or busy
 * region left (remote pages and widgets load after the shell), every widget below the fold
 * scrolled to and loaded.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // Widgets below the fold load when scrolled near: audit them too.
  await scrollThroughPage(page);
  await expect(page.locator('[aria-busy="true"], .ant-spin-spinning, .ant-skeleton')).toHaveCount(0, { timeout: 45_000 });
  await page.waitForLoadState('networkidle');
}

/** One axe finding, short: rule, impact, how many elements and the first few of them. */
export interface Finding {
  rule: string;
  impact: string;
  nodes: number;
  targets: string[];
}

/** Runs axe-core (WCAG 2.2 AA tags) on the page as it is and returns every violation, short. */
export async function axeFindings(page: Page): Promise<Finding[]> {
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return result.violations.map((v) => ({
    rule: v.id,
    impact: v.impact ?? 'unknown',
    nodes: v.nodes.length,
    targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
  }));
}

/** The critical and serious findings only: the ones the suite fails on. */
export function blocking(findings: Finding[]): Finding[] {
  return findings.filter((f) => f.impact === 'critical' || f.impact === 'serious');
}
