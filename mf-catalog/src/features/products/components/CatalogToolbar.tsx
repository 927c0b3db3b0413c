import { Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import type { Category } from '@skiclub/shared/schemas';
import { categoryLabel } from '../api/useProducts';

/** Value of the 'Tüm Kategoriler' option. */
const ALL = '';

/** Props of {@link CatalogToolbar}. */
export interface CatalogToolbarProps {
  /** Search text currently applied (from the address). */
  q: string;
  /** Category id currently applied ('' = all). */
  kategori: string;
  categories: Category[] | undefined;
  categoriesLoading: boolean;
  onSearch: (q: string) => void;
  onCategory: (kategori: string) => void;
}

/**
 * Search box and category dropdown of the catalogue (member spec §2): the search runs on Enter
 * or the button; the dropdown lists active categories with product counts after
 * 'Tüm Kategoriler'.
 */
export function CatalogToolbar({ q, kategori, categories, categoriesLoading, onSearch, onCategory }: CatalogToolbarProps) {
  const [text, setText] = useState(q);
  // Back/forward or 'Filtreleri Temizle' change the applied search: show it in the box.
  useEffect(() => setText(q), [q]);

  const options = [{ value: ALL, label: 'Tüm Kategoriler' }, ...(categories ?? []).map((c) => ({ value: c.id, label: categoryLabel(c) }))];
  const known = !kategori || options.some((o) => o.value === kategori);

  return (
    <div className="cat-toolbar">
      <Input.Search
        className="cat-toolbar__search"
        size="large"
        placeholder="Ürün ara…"
        aria-label="Ürün ara"
        allowClear
        enterButton="Ara"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onSearch={(value) => onSearch(value.trim())}
        maxLength={100}
      />
      <Select
        className="cat-toolbar__category"
        size="large"
        aria-label="Kategori"
        loading={categoriesLoading}
        value={known ? kategori : undefined}
        placeholder={categoriesLoading ? 'Kategoriler yükleniyor…' : 'Bilinmeyen kategori'}
        options={options}
        onChange={(v: string) => onCategory(v)}
        popupMatchSelectWidth={false}
      />
    </div>
  );
}
