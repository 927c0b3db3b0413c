import { Alert, App, Spin, Tabs } from 'antd';
import { useState } from 'react';
import { InnerPage, ErrorAlert, useSuccessToast } from '@skiclub/shared/ui';
import type { AppError } from '@skiclub/shared/errors';
import { setPreviewOverride } from '../../federation/overrides';
import { REMOTE_NAMES, type ReleaseState } from '@skiclub/shared/releases';
import { stopCanary, useReleaseState, type Refusal, type RemoteRelease } from '../api/releases';
import { formatDateTime, formatWindow, sharedGroups } from '../format';
import { AuditLog } from './AuditLog';
import { DeployKeys } from './DeployKeys';
import { RefusalAlert } from './RefusalAlert';
import { RemoteReleases, type RemoteActions } from './RemoteReleases';
import { RollbackModal, type RollbackTarget } from './RollbackModal';
import { SwitchModal, type SwitchTarget } from './SwitchModal';

/** Page title. */
export const RELEASES_PAGE_TITLE = 'Yayın Yönetimi';

/** Writes the preview override and reloads the page, so the shell boots with that version. */
function previewInThisBrowser(remote: string, version: string): void {
  setPreviewOverride(remote, version);
  window.location.reload();
}

/** Props of {@link ReleasesPage}; the route renders it without any. */
export interface ReleasesPageProps {
  /** 'Bu tarayıcıda önizle' (default: override in localStorage, then reload). */
  onPreview?: (remote: string, version: string) => void;
}

function ShellSummary({ state }: { state: ReleaseState }) {
  const provides = state.shell ? Object.entries(state.shell.provides).map(([name, requiredVersion]) => ({ name, requiredVersion })) : [];
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      message={
        state.shell
          ? `Kabuğun sağladıkları: ${sharedGroups(provides).join(', ')} (${formatDateTime(state.shell.recordedAt)} kaydı)`
          : 'Kabuğun sağladığı paylaşılan modüller henüz kaydedilmedi.'
      }
      description={`Otomatik geri alma: canlı sürüm için ${formatWindow(state.autoRollback.windowMs)} içinde ${state.autoRollback.threshold} farklı istemci yükleme hatası bildirirse önceki sürüme dönülür; kanarya sürümünde kanarya durdurulur.`}
    />
  );
}

/**
 * /yayinlar, the release console: per remote the live, previous and canary versions
 * and every published version with switch, canary, preview, rollback and canary stop; the audit
 * log and the deploy keys in their own tabs. The state is read again every 10 s while the page is open. Owned by the
 * shell so it keeps working when any remote is broken.
 */
export function ReleasesPage({ onPreview = previewInThisBrowser }: ReleasesPageProps) {
  const state = useReleaseState();
  const toast = useSuccessToast();
  const { modal } = App.useApp();
  const [switchTarget, setSwitchTarget] = useState<SwitchTarget | null>(null);
  const [rollbackTarget, setRollbackTarget] = useState<RollbackTarget | null>(null);
  const [actionError, setActionError] = useState<AppError | Refusal | null>(null);

  function done(message: string) {
    setSwitchTarget(null);
    setRollbackTarget(null);
    setActionError(null);
    toast(message);
    void state.mutate();
  }

  const actions: RemoteActions = {
    onSwitch: (r, version) => setSwitchTarget({ mode: 'switch', remote: r.remote, version, live: r.live }),
    onCanary: (r, version) => setSwitchTarget({ mode: 'canary', remote: r.remote, version, live: r.live }),
    onPreview: (r, version) => onPreview(r.remote, version),
    onRollback: (r) => {
      if (r.previous) setRollbackTarget({ remote: r.remote, live: r.live, previous: r.previous });
    },
    onStopCanary: (r: RemoteRelease) => {
      const canary = r.canary;
      if (!canary) return;
      modal.confirm({
        title: 'Kanaryayı Durdur',
        content: `${r.remote} için ${canary.version} kanaryası durdurulsun mu? Tüm ziyaretçiler canlı sürümü (${r.live ?? '—'}) görür.`,
        okText: 'Durdur',
        cancelText: 'Vazgeç',
        onOk: async () => {
          setActionError(null);
          try {
            const outcome = await stopCanary(r.remote);
            if (outcome.ok) done(`${r.remote} kanaryası durduruldu.`);
            else setActionError(outcome);
          } catch (e) {
            setActionError(e as AppError);
          }
        },
      });
    },
  };

  const remotes = state.data?.remotes ?? [];
  const versionsTab = (
    <>
      {actionError && ('nedenler' in actionError ? <RefusalAlert mesaj={actionError.mesaj} nedenler={actionError.nedenler} /> : <ErrorAlert message={actionError.message} onClose={() => setActionError(null)} />)}
      {state.error && !state.data && <ErrorAlert message={state.error.message} onRetry={() => void state.mutate()} />}
      {state.error && state.data && <ErrorAlert type="warning" message={`Yayın durumu yenilenemedi, son okunan gösteriliyor: ${state.error.message}`} />}
      {!state.data && !state.error && (
        <div role="status" style={{ padding: 24 }}>
          <Spin /> Yayın durumu yükleniyor…
        </div>
      )}
      {state.data && (
        <>
          <ShellSummary state={state.data} />
          {remotes.map((r) => (
            <RemoteReleases key={r.remote} remote={r} actions={actions} />
          ))}
        </>
      )}
    </>
  );

  return (
    <InnerPage title={RELEASES_PAGE_TITLE} backgroundTitle="YAYIN" description="Uzak modüllerin canlı sürümleri, kanaryalar, önizleme ve denetim kaydı.">
      <Tabs
        items={[
          { key: 'versions', label: 'Sürümler', children: versionsTab },
          { key: 'audit', label: 'Denetim Kaydı', children: <AuditLog remotes={REMOTE_NAMES} /> },
          { key: 'keys', label: 'Dağıtım Anahtarları', children: <DeployKeys /> },
        ]}
      />
      <SwitchModal target={switchTarget} onClose={() => setSwitchTarget(null)} onDone={done} />
      <RollbackModal target={rollbackTarget} onClose={() => setRollbackTarget(null)} onDone={done} />
    </InnerPage>
  );
}

export default ReleasesPage;
