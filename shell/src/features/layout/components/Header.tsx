import { Badge, Button, Drawer, Menu } from 'antd';
import { MenuOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useCartQuery } from '@skiclub/shared/api';
import { isAdmin, useCurrentUser } from '@skiclub/shared/session';
import { useHasRoute, useRouteTable } from '../../routing/routeTable';
import { useGalleries } from '../api/galleries';
import { buildMenu } from '../menu';
import { useSignOut } from '../../session/hooks/useSignOut';
import { toMenuItems } from './menuItems';

/**
 * Sticky site header (member spec §2): logo, the cart link with the cart's item count, menus Ana Sayfa, Hakkımızda, Kamp Merkezleri,
 * Mağaza, Galeri (fetched), Yönetim (Admin only, grouped) and the user's actions. Below 992 px a
 * slide-in side menu with accordion sections that close on route change.
 */
export function Header() {
  const user = useCurrentUser();
  const galleries = useGalleries();
  const signOut = useSignOut();
  const location = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [openKeys, setOpenKeys] = useState<string[]>([]);

  const routes = useRouteTable();
  const hasRoute = useHasRoute();
  const sections = useMemo(() => buildMenu({ user, admin: isAdmin(user), galleries, hasRoute, routes }), [user, galleries, hasRoute, routes]);
  const main = sections.filter((s) => s.key !== 'user');
  const userSection = sections.filter((s) => s.key === 'user');
  // The same cart query as /sepet and add-to-cart: every change there updates this count.
  const showCart = !!user && hasRoute('/sepet');
  const cartCount = useCartQuery(showCart).data?.toplamUrunAdedi ?? 0;

  useEffect(() => {
    setDrawerOpen(false);
    setOpenKeys([]);
  }, [location.pathname]);

  const selected = [location.pathname];

  return (
    <header className="sc-header">
      <div className="sc-header__inner">
        <Link to="/" className="sc-logo">
          <img src="/favicon.svg" alt="" width={36} height={36} />
          <span>
            <strong>Kayak Kulübü</strong>
            <small>Çocuk ve Gençlik Kış Kampları</small>
          </span>
        </Link>
        <nav className="sc-header__nav" aria-label="Ana menü">
          <Menu mode="horizontal" items={toMenuItems(main, signOut)} selectedKeys={selected} className="sc-menu" disabledOverflow={false} />
        </nav>
        <div className="sc-header__actions">
          {showCart && (
            <Link to="/sepet" className="sc-cart-link">
              {/* The name is text, not aria-label: a label that leaves out the badge's visible number
                  fails WCAG 2.5.3 (label in name); the badge itself is for the eye only. */}
              <span className="sc-visually-hidden">{cartCount > 0 ? `Sepetim (${cartCount} ürün)` : 'Sepetim'}</span>
              <span aria-hidden="true">
                <Badge count={cartCount} size="small" overflowCount={99} offset={[4, -2]}>
                  <ShoppingCartOutlined />
                </Badge>
              </span>
            </Link>
          )}
          {hasRoute('/kampa-kayit') && (
            <Link to="/kampa-kayit">
              <Button type="primary">Kampa Kayıt</Button>
            </Link>
          )}
          <Menu
            mode="horizontal"
            triggerSubMenuAction="click"
            items={toMenuItems(userSection, signOut)}
            selectedKeys={selected}
            className="sc-user-menu"
            disabledOverflow
          />
          <Button className="sc-burger" type="text" icon={<MenuOutlined />} aria-label="Menüyü aç" onClick={() => setDrawerOpen(true)} />
        </div>
      </div>
      <Drawer title="Menü" placement="left" open={drawerOpen} onClose={() => setDrawerOpen(false)} width={300} className="sc-drawer">
        <Menu
          mode="inline"
          items={toMenuItems(sections, signOut)}
          selectedKeys={selected}
          openKeys={openKeys}
          onOpenChange={(keys) => setOpenKeys(keys.length ? [keys[keys.length - 1]!] : [])}
        />
      </Drawer>
    </header>
  );
}
