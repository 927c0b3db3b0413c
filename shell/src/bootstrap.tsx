import '@ant-design/v5-patch-for-react-19';
import { createRoot } from 'react-dom/client';
import { StrictMode } from 'react';
import { fetchReleases, type Releases } from './features/federation/api/releases';
import { initFederation } from './features/federation/runtime';
import { App } from './app/App';
import './app/styles.css';

/**
 * Boot: read /releases.json (never cached), register the remotes with the Module Federation
 * runtime, then render. If releases.json cannot be read, the site still renders and every remote
 * area shows its 'Tekrar Dene' panel.
 */
async function boot(): Promise<void> {
  let releases: Releases | null = null;
  try {
    releases = await fetchReleases();
  } catch (e) {
    console.error('releases.json okunamadı', e);
  }
  initFederation(releases);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root bulunamadı');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void boot();
