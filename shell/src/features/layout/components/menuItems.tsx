import type { MenuProps } from 'antd';
import { Link } from 'react-router-dom';
import { isGroup, type MenuLink, type MenuSection } from '../menu';

type Items = NonNullable<MenuProps['items']>;

function linkItem(l: MenuLink, onSignOut: () => void): Items[number] {
  if (l.action === 'signOut') return { key: l.key, label: l.label, onClick: onSignOut };
  return { key: l.to ?? l.key, label: <Link to={l.to ?? '/'}>{l.label}</Link> };
}

/** Turns menu sections into antd Menu items (sub-menus, groups, links, sign-out). */
export function toMenuItems(sections: MenuSection[], onSignOut: () => void): Items {
  return sections.map((s) => {
    if (!s.items) return { key: s.to ?? s.key, label: <Link to={s.to ?? '/'}>{s.label}</Link> };
    return {
      key: s.key,
      label: s.label,
      popupClassName: 'sc-menu-popup',
      children: s.items.map((i) =>
        isGroup(i) ? { type: 'group' as const, key: i.key, label: i.label, children: i.links.map((l) => linkItem(l, onSignOut)) } : linkItem(i, onSignOut),
      ),
    };
  });
}
