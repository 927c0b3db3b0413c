import { ROUTER_EXPORTS } from '@skiclub/shared/router-shared';
import * as routerShared from './routerShared';
import * as reactRouterDom from 'react-router-dom';

describe('the shared react-router facade', () => {
  it('provides exactly the names the lint rule lets apps import, each a value react-router-dom exports too', () => {
    expect(Object.keys(routerShared).sort()).toEqual([...ROUTER_EXPORTS].sort());
    for (const name of ROUTER_EXPORTS) {
      const value = routerShared[name as keyof typeof routerShared];
      expect(value, name).toBeDefined();
      // Node loads react-router's two builds (react-router-dom's and the facade's import), so the
      // values are compared by kind and name; the browser build has one copy.
      expect(typeof value, name).toBe(typeof reactRouterDom[name as keyof typeof reactRouterDom]);
      expect((value as { name?: string }).name, name).toBe((reactRouterDom[name as keyof typeof reactRouterDom] as { name?: string }).name);
    }
  });
});
