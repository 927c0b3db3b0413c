import '@ant-design/v5-patch-for-react-19';
import { createRoot } from 'react-dom/client';
import { StrictMode } from 'react';
import { z } from 'zod';
import { fetchReleases, type Releases } from './features/federation/api/releases';
import { activeTargets, initFederation } from './features/federation/runtime';
import { writeVersionsCookie } from './features/federation/versionCookie';
import { resolvePreviewOverrides } from './features/federation/overrides';
import { sessionStore } from '@skiclub/shared/session';
import { App } from './app/App';
import './app/styles.css';

// zod keeps its configuration on globalThis, so this reaches every app's own copy of zod: without
// eval it never probes `new Function` (which the site's Content-Security-Policy refuses, logging a
// violation on every page); schemas stay as fast for the payload sizes of this site.
z.config({ jitless: true });

/**
 * Boot: read /releases.json (never cached) and, for a stored release manager, the preview
 * overrides of this browser, register the remotes with the Module Federation runtime,
 * then render. If releases.json cannot be read, the site still renders and every remote area
 * shows its 'Tekrar Dene' panel.
 */
async function boot(): Promise<void> {
  const [releases, previews] = await Promise.all([
    fetchReleases().catch((e: unknown): Releases | null => {
      console.error('releases.json okunamadı', e);
      return null;
    }),
    resolvePreviewOverrides(sessionStore.getState().user),
  ]);
  initFederation(releases, previews);
  writeVersionsCookie(activeTargets());
  const root = document.getElementById('root');
  if (!root) throw new Error('#root bulunamadı');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void boot();
