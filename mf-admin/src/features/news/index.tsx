import { App, Col, Row } from 'antd';
import { useRef, useState } from 'react';
import { errorMessageOr } from '@skiclub/shared/errors';
import type { News } from '@skiclub/shared/schemas';
import { NEWS_ADMIN_MESSAGES } from '@skiclub/shared/schemas/admin';
import { useSuccessToast } from '@skiclub/shared/ui';
import type { ScreenRoute } from '@skiclub/shared/routes';
import { AdminPageFrame, type AdminListApi } from '../crud/components/AdminListPage';
import { NewsForm } from './components/NewsForm';
import { NewsList } from './components/NewsList';
import { newsCalls as calls } from './api/service';
import './news.css';

/** Where this screen lives (admin spec §2); read from this file's text by the build: literals only ({@link ScreenRoute}). */
export const route = {
  path: '/admin/haberler',
  guard: 'admin',
  menu: { section: 'admin', group: 'user', label: 'Haberler' },
  order: 200,
} satisfies ScreenRoute;

/** Page header texts (admin spec §2 shared traits). */
export const NEWS_TEXTS = {
  title: 'Haberler',
  backgroundTitle: 'Haberler',
  description: 'Kulüp haberlerini yayınlayın, güncelleyin ve silin. Aktif haberler ana sayfada ve haber sayfasında hemen görünür.',
} as const;

/**
 * /admin/haberler (admin spec §2 News, §4, §5, §7, §8, §9): the news form beside the paged list
 * of every item (inactive ones too). Editing a row fills the form; saving reloads the list (a new
 * item goes to page 1, where the newest stand); delete asks 'Silmek istediğinize emin misiniz?'
 * first. Its form differs from CrudPage (Kaydet/Temizle, every message in one alert), so it puts
 * its own NewsForm beside the shared list table (server paging, page size input, Önceki/Sonraki).
 * Needs antd's `<App>` above it.
 * Default export: the page of exposed module `admin/NewsPage` (its `route` above; the shell
 * guards it, Admin only).
 */
export function NewsScreen() {
  const { modal, message } = App.useApp();
  const toast = useSuccessToast();
  const list = useRef<AdminListApi<News>>(null);
  const [editing, setEditing] = useState<News | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);

  const reload = () => list.current?.reload();

  const onSaved = (saved: News, keepEditing: boolean) => {
    setEditing(keepEditing ? saved : null);
    // A new item stands first on page 1: go there (which reads it), or read the page shown again.
    if (editing || !list.current?.firstPage()) reload();
  };

  const confirmDelete = (item: News) => {
    modal.confirm({
      title: NEWS_ADMIN_MESSAGES.confirmDelete,
      content: item.baslik,
      okText: 'Sil',
      cancelText: 'Vazgeç',
      okButtonProps: { danger: true },
      onOk: async () => {
        setDeletingId(item.id);
        try {
          await calls.remove(item.id);
          toast(NEWS_ADMIN_MESSAGES.deleted);
          if (editing?.id === item.id) setEditing(null);
          reload();
        } catch (e) {
          void message.error(errorMessageOr(e, NEWS_ADMIN_MESSAGES.deleteFailed));
        } finally {
          setDeletingId(null);
        }
      },
    });
  };

  return (
    <AdminPageFrame texts={NEWS_TEXTS} className="adm-news">
      <Row gutter={[24, 24]}>
        <Col xs={24} xl={9}>
          <NewsForm editing={editing} onSaved={onSaved} onClear={() => setEditing(null)} />
        </Col>
        <Col xs={24} xl={15}>
          <NewsList listRef={list} editingId={editing?.id ?? null} deletingId={deletingId} onEdit={setEditing} onDelete={confirmDelete} onRefresh={reload} />
        </Col>
      </Row>
    </AdminPageFrame>
  );
}

export default NewsScreen;
