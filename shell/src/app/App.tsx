import { App as AntApp, ConfigProvider } from 'antd';
import trTR from 'antd/locale/tr_TR';
import { BrowserRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { API_SWR_OPTIONS } from '@skiclub/shared/api';
import { siteComponentConfig, siteTheme } from '@skiclub/shared/ui';
import { useSessionLifecycle } from '../features/session/hooks/useSessionLifecycle';
import { AppRoutes } from './AppRoutes';

function SessionLifecycle() {
  useSessionLifecycle();
  return null;
}

/**
 * The shell's root: the single antd ConfigProvider (tr_TR, theme) and App, SWR defaults (the spec's retry rule), the
 * router and the session lifecycle. Remotes render inside this tree and inherit all of it.
 */
export function App() {
  return (
    <ConfigProvider locale={trTR} theme={siteTheme} {...siteComponentConfig}>
      <AntApp>
        <SWRConfig value={API_SWR_OPTIONS}>
          <BrowserRouter>
            <SessionLifecycle />
            <AppRoutes />
          </BrowserRouter>
        </SWRConfig>
      </AntApp>
    </ConfigProvider>
  );
}
