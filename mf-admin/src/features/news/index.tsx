import { App, Col, Row } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessageOr } from '@skiclub/shared/errors';
import type { News, NewsPage } from '@skiclub/shared/schemas';
import { NEWS_ADMIN_MESSAGES, NEWS_ADMIN_PAGE_SIZE } from '@skiclub/shared/schemas/admin';
import { InnerPage, useSuccessToast } from '@skiclub/shared/ui';
import { NewsForm } from './components/NewsForm';
import { NewsList } from './components/NewsList';
import { newsCalls, type NewsCalls } from './service';
import '../crud/components/crud.css';
import './news.css';

/** Page header texts (admin spec §2 shared traits). */
export const NEWS_TEXTS = {
  title: 'Haberler',
  backgroundTitle: 'Haberler',
  description: 'Kulüp haberlerini yayınlayın, güncelleyin ve silin. Aktif haberler ana sayfada ve haber sayfasında hemen görünür.',
} as const;

/** Props of {@link NewsScreen}. */
export interface NewsScreenProps {
  /** The API calls (tests give in-memory ones). */
  calls?: NewsCalls;
}

/**
 * /admin/haberler (admin spec §2 News, §4, §5, §7, §8, §9): the news form beside the paged list
 * of every item (inactive ones too). Editing a row fills the form; saving reloads the list (a new
 * item goes to page 1, where the newest stand); delete asks 'Silmek istediğinize emin misiniz?'
 * first. Its layout differs from CrudPage (form with Kaydet/Temizle, server paging with a page
 * size input and Önceki/Sonraki), so it is built on antd directly with the same header and cards.
 * Needs antd's `<App>` above it.
 */
export function NewsScreen({ calls = newsCalls }: NewsScreenProps) {
  const { modal, message } = App.useApp();
  const toast = useSuccessToast();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(NEWS_ADMIN_PAGE_SIZE);
  const [data, setData] = useState<NewsPage | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [editing, setEditing] = useState<News | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);
  const latest = useRef(0); // answers of an older request are dropped

  const reload = useCallback(() => setReloads((n) => n + 1), []);

  useEffect(() => {
    const ticket = (latest.current += 1);
    setLoading(true);
    setLoadError(null);
    calls.list(page, pageSize).then(
      (answer) => {
        if (ticket !== latest.current) return;
        // A page emptied by deletes (or a smaller total) steps back to the last page that has items.
        if (answer.items.length === 0 && page > 1 && answer.totalPages < page) {
          setPage(Math.max(1, answer.totalPages));
          return;
        }
        setData(answer);
        setLoading(false);
      },
      (e: unknown) => {
        if (ticket !== latest.current) return;
        setLoadError(e);
        setLoading(false);
      },
    );
  }, [calls, page, pageSize, reloads]);

  const onSaved = (saved: News, keepEditing: boolean) => {
    setEditing(keepEditing ? saved : null);
    if (!editing && page !== 1) setPage(1);
    else reload();
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
    <InnerPage title={NEWS_TEXTS.title} backgroundTitle={NEWS_TEXTS.backgroundTitle} description={NEWS_TEXTS.description} breadcrumb={[{ title: 'Yönetim' }, { title: NEWS_TEXTS.title }]}>
      <div className="adm-crud adm-news">
        <Row gutter={[24, 24]}>
          <Col xs={24} xl={9}>
            <NewsForm calls={calls} editing={editing} onSaved={onSaved} onClear={() => setEditing(null)} />
          </Col>
          <Col xs={24} xl={15}>
            <NewsList
              data={data}
              page={page}
              pageSize={pageSize}
              loading={loading}
              loadError={loadError}
              editingId={editing?.id ?? null}
              deletingId={deletingId}
              onPage={setPage}
              onPageSize={(size) => {
                setPageSize(size);
                setPage(1);
              }}
              onRefresh={reload}
              onEdit={setEditing}
              onDelete={confirmDelete}
            />
          </Col>
        </Row>
      </div>
    </InnerPage>
  );
}
