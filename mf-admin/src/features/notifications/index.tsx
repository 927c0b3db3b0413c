import { Col, Row } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { NOTIFICATION_HISTORY_PAGE_SIZE, type NotificationCamp, type NotificationHistoryPage, type NotificationStats } from '@skiclub/shared/schemas/admin';
import { InnerPage } from '@skiclub/shared/ui';
import type { ScreenRoute } from '@skiclub/shared/routes';
import { AdminProConfig } from '../crud/components/AdminProConfig';
import { NotificationForm } from './components/NotificationForm';
import { NotificationHistory } from './components/NotificationHistory';
import { NotificationStatsCards } from './components/NotificationStatsCards';
import { notificationCalls as calls } from './api/service';
import '../crud/components/crud.css';

/** Where this screen lives (admin spec §2); read from this file's text by the build: literals only ({@link ScreenRoute}). */
export const route = {
  path: '/admin/bildirimler',
  guard: 'admin',
  menu: { section: 'admin', group: 'user', label: 'Bildirimler' },
  order: 220,
} satisfies ScreenRoute;

/** Page header texts (admin spec §2 shared traits). */
export const NOTIFICATION_TEXTS = {
  title: 'Bildirimler',
  backgroundTitle: 'Bildirimler',
  description: 'Üyelere e-posta bildirimi gönderin; gönderim durumunu geçmişten izleyin.',
} as const;

/**
 * /admin/bildirimler (admin spec §2 notification screen, §3, §5, §7, §8, §9): the send form with
 * four quick templates, four statistics cards and the history (20 per page, refresh). A send
 * reloads history (page 1) and statistics; mails go out in the background, so a new row starts
 * 'Bekliyor' and the refresh shows its final status. Not a CrudPage (no edit/delete); wrapped
 * in AdminProConfig for its ProForm. Needs antd's `<App>` above it.
 * Default export: the page of exposed module `admin/NotificationsPage` (its `route` above; the shell
 * guards it, Admin only).
 */
export function NotificationsScreen() {
  const [page, setPage] = useState(1);
  const [history, setHistory] = useState<NotificationHistoryPage | null>(null);
  const [historyLoading, setHistoryLoading] = useState(true);
  const [historyFailed, setHistoryFailed] = useState(false);
  const [stats, setStats] = useState<NotificationStats | null>(null);
  const [statsLoading, setStatsLoading] = useState(true);
  const [statsFailed, setStatsFailed] = useState(false);
  const [camps, setCamps] = useState<NotificationCamp[] | null>(null);
  const [campsFailed, setCampsFailed] = useState(false);
  const [reloads, setReloads] = useState(0);
  const latest = useRef(0); // answers of an older history request are dropped

  const refresh = useCallback(() => setReloads((n) => n + 1), []);

  useEffect(() => {
    const ticket = (latest.current += 1);
    setHistoryLoading(true);
    setHistoryFailed(false);
    calls.history(page, NOTIFICATION_HISTORY_PAGE_SIZE).then(
      (answer) => {
        if (ticket !== latest.current) return;
        setHistory(answer);
        setHistoryLoading(false);
      },
      () => {
        if (ticket !== latest.current) return;
        setHistoryFailed(true);
        setHistoryLoading(false);
      },
    );
  }, [page, reloads]);

  useEffect(() => {
    let live = true;
    setStatsLoading(true);
    calls.stats().then(
      (answer) => {
        if (!live) return;
        setStats(answer);
        setStatsFailed(false);
        setStatsLoading(false);
      },
      () => {
        if (!live) return;
        setStatsFailed(true);
        setStatsLoading(false);
      },
    );
    return () => {
      live = false;
    };
  }, [reloads]);

  useEffect(() => {
    let live = true;
    calls.camps().then(
      (answer) => live && setCamps(answer),
      (e: unknown) => {
        // Camp lookup failures only log a warning (admin spec §8); the picker says so too.
        console.warn('Bildirim kamp listesi alınamadı', e);
        if (live) setCampsFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, []);

  const onSent = useCallback(() => {
    if (page !== 1) setPage(1);
    refresh();
  }, [page, refresh]);

  return (
    <AdminProConfig>
      <InnerPage title={NOTIFICATION_TEXTS.title} backgroundTitle={NOTIFICATION_TEXTS.backgroundTitle} description={NOTIFICATION_TEXTS.description} breadcrumb={[{ title: 'Yönetim' }, { title: NOTIFICATION_TEXTS.title }]}>
        <div className="adm-crud adm-notifications">
          <NotificationStatsCards stats={stats} loading={statsLoading} failed={statsFailed} />
          <Row gutter={[24, 24]} style={{ marginTop: 24 }}>
            <Col xs={24} xl={10}>
              <NotificationForm camps={camps} campsFailed={campsFailed} onSent={onSent} />
            </Col>
            <Col xs={24} xl={14}>
              <NotificationHistory data={history} page={page} loading={historyLoading} failed={historyFailed} onPage={setPage} onRefresh={refresh} />
            </Col>
          </Row>
        </div>
      </InnerPage>
    </AdminProConfig>
  );
}

export default NotificationsScreen;
