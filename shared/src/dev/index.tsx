/**
 * Dev harness for running one remote on its own (`pnpm --filter <remote> dev`): router, antd
 * ConfigProvider (tr_TR, site theme), antd App and a bar with the remote's routes and a
 * session switch. Never loaded by the composed site.
 */
import '@ant-design/v5-patch-for-react-19';
import { App as AntApp, ConfigProvider, Space, Tag } from 'antd';
import trTR from 'antd/locale/tr_TR';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes, useNavigate } from 'react-router-dom';
import { useEffect } from 'react';
import { setNavigator } from '@skiclub/shared/api';
import { useCurrentUser, sessionStore } from '@skiclub/shared/session';
import { sessionUserSchema } from '@skiclub/shared/schemas';
import { siteComponentConfig, siteTheme } from '@skiclub/shared/ui';
import './harness.css';

/** A page the harness mounts at `path`. */
export interface HarnessRoute {
  path: string;
  /** Link target shown in the bar (defaults to path). */
  link?: string;
  Component: ComponentType;
}

function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((p) => navigate(p)), [navigate]);
  return null;
}

function Bar({ name, routes }: { name: string; routes: HarnessRoute[] }) {
  const user = useCurrentUser();
  return (
    <div style={{ padding: '8px 16px', background: '#0b2545', color: '#fff' }}>
      <Space wrap>
        <Tag color="blue">{name} · dev</Tag>
        {routes.map((r) => (
          <Link key={r.path} to={r.link ?? r.path} style={{ color: '#fff' }}>
            {r.link ?? r.path}
          </Link>
        ))}
        <span>{user ? `${user.kullaniciAdi} (${user.roller.join(', ') || 'Üye'})` : 'Ziyaretçi'}</span>
        {user && (
          <a style={{ color: '#fff' }} onClick={() => sessionStore.getState().clear()}>
            Çıkış
          </a>
        )}
      </Space>
    </div>
  );
}

/**
 * Lets a headless browser open a harness page signed in: `?devToken=<jwt>&devUser=<user JSON>`
 * is stored as a remembered session and removed from the address. Dev harness only.
 */
function adoptDevSession(): void {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('devToken');
  const rawUser = url.searchParams.get('devUser');
  if (!token || !rawUser) return;
  try {
    sessionStore.getState().signIn(token, sessionUserSchema.parse(JSON.parse(rawUser)), true);
  } catch {
    console.warn('devToken/devUser okunamadı');
  }
  url.searchParams.delete('devToken');
  url.searchParams.delete('devUser');
  window.history.replaceState(null, '', url.pathname + url.search + url.hash);
}

/** Mounts the harness into `#root` (after taking a `?devToken=&devUser=` session, if given). */
export function mountHarness(name: string, routes: HarnessRoute[]): void {
  adoptDevSession();
  const el = document.getElementById('root');
  if (!el) throw new Error('#root yok');
  createRoot(el).render(
    <ConfigProvider locale={trTR} theme={siteTheme} {...siteComponentConfig}>
      <AntApp>
        <BrowserRouter>
          <NavigatorBridge />
          <Bar name={name} routes={routes} />
          <div className="sc-harness-main" style={{ maxWidth: 1200, margin: '0 auto', padding: '0 16px 16px' }}>
            <Routes>
              {routes.map((r) => (
                <Route key={r.path} path={r.path} element={<r.Component />} />
              ))}
            </Routes>
          </div>
        </BrowserRouter>
      </AntApp>
    </ConfigProvider>,
  );
}
