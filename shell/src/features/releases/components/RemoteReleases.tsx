import { Button, Card, Descriptions, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import type { RemoteRelease, VersionInfo } from '../api/releases';
import { REMOTE_DISPLAY_NAMES, type RemoteName } from '@skiclub/shared/releases';
import { useAppliedPreviews } from '../../federation/overrides';
import { formatDateTime, formatKb, formatKbDelta, healthSummary, sharedGroups, versionDiff } from '../format';

/** What a release manager can ask for from one remote's card. */
export interface RemoteActions {
  onSwitch: (remote: RemoteRelease, version: string) => void;
  onCanary: (remote: RemoteRelease, version: string) => void;
  onPreview: (remote: RemoteRelease, version: string) => void;
  onRollback: (remote: RemoteRelease) => void;
  onStopCanary: (remote: RemoteRelease) => void;
}

/** Tags of a version: Canlı, Önceki, Kanarya, and Önizlemede when this browser loads it as a preview. */
function roleTags(r: RemoteRelease, v: VersionInfo, previewed: boolean) {
  return (
    <>
      {r.live === v.version && <Tag color="green">Canlı</Tag>}
      {r.previous === v.version && <Tag color="blue">Önceki</Tag>}
      {r.canary?.version === v.version && <Tag color="gold">Kanarya</Tag>}
      {previewed && <Tag color="purple">Bu tarayıcıda önizlemede</Tag>}
    </>
  );
}

/** What a switch to `v` changes against the live version: pages, shared requirements, size, commit. */
function DiffCell({ live, v }: { live: VersionInfo | undefined; v: VersionInfo }) {
  const d = versionDiff(live, v);
  if (!d) return <span>{live ? 'Bu sürüm canlı' : '—'}</span>;
  const lines = [
    ...d.routesAdded.map((p) => `Eklenen sayfa: ${p}`),
    ...d.routesRemoved.map((p) => `Kalkan sayfa: ${p}`),
    ...d.sharedAdded.map((s) => `Yeni gereksinim: ${s}`),
    ...d.sharedRemoved.map((s) => `Kalkan gereksinim: ${s}`),
    `Boyut: ${formatKbDelta(d.sizeDeltaBytes)}`,
  ];
  if (d.sameCommit) lines.push('Canlıyla aynı commit');
  if (!d.routesAdded.length && !d.routesRemoved.length && !d.sharedAdded.length && !d.sharedRemoved.length) lines.unshift('Sayfa ve gereksinim farkı yok');
  return (
    <ul className="sc-shared-list">
      {lines.map((l) => (
        <li key={l}>{l}</li>
      ))}
    </ul>
  );
}

/** Why a version is marked as built from uncommitted changes (its commit does not say all it holds). */
export const DIRTY_BUILD_HINT = 'Bu sürüm, commit edilmemiş değişiklikler içeren bir çalışma kopyasından derlendi: commit, içeriğinin tamamını göstermez.';

/** Why 'Canlıya Al' and 'Kanarya Başlat' are off on a version whose files changed. */
export const CHANGED_FILES_REASON = 'Bu sürümün dosyaları yayımlandıktan sonra değişmiş; canlıya alınamaz ve kanaryada kullanılamaz.';

function columns(r: RemoteRelease, a: RemoteActions, previewed: ReadonlySet<string>): TableColumnsType<VersionInfo> {
  const liveInfo = r.versions.find((v) => v.version === r.live);
  return [
    {
      key: 'version',
      title: 'Sürüm',
      render: (_, v) => (
        <>
          <Space size={4} wrap>
            <code>{v.version}</code>
            {roleTags(r, v, previewed.has(v.version))}
          </Space>
          {v.notes && (
            <details className="sc-version-notes">
              <summary>Sürüm notları</summary>
              <p>{v.notes}</p>
            </details>
          )}
        </>
      ),
    },
    { key: 'builtAt', title: 'Derleme', render: (_, v) => formatDateTime(v.builtAt ?? v.publishedAt) },
    { key: 'size', title: 'Boyut', align: 'right', render: (_, v) => <Tooltip title={`${v.fileCount} dosya`}>{formatKb(v.sizeBytes)}</Tooltip> },
    {
      key: 'commit',
      title: 'Commit',
      render: (_, v) => (
        <Space size={4} wrap>
          {v.commit ? <code title={v.commit}>{v.commit.slice(0, 8)}</code> : '—'}
          {v.dirty && (
            <Tooltip title={DIRTY_BUILD_HINT}>
              <Tag color="orange" aria-description={DIRTY_BUILD_HINT}>
                Kaydedilmemiş değişikliklerle
              </Tag>
            </Tooltip>
          )}
        </Space>
      ),
    },
    {
      key: 'shared',
      title: 'Paylaşılan bağımlılıklar',
      render: (_, v) => (
        <ul className="sc-shared-list">
          {sharedGroups(v.shared).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ),
    },
    {
      key: 'routes',
      title: 'Sayfalar',
      render: (_, v) =>
        v.routes.length ? (
          <details className="sc-version-routes">
            <summary>{v.routes.length} sayfa</summary>
            <ul className="sc-shared-list">
              {v.routes.map((p) => (
                <li key={p}>
                  <code>{p}</code>
                </li>
              ))}
            </ul>
          </details>
        ) : (
          '—'
        ),
    },
    {
      key: 'diff',
      title: 'Canlıya göre',
      render: (_, v) => <DiffCell live={liveInfo} v={v} />,
    },
    {
      key: 'integrity',
      title: 'Bütünlük',
      render: (_, v) => (v.integrityOk ? <Tag color="green">Doğrulandı</Tag> : <Tag color="red">Dosyalar değişmiş</Tag>),
    },
    {
      key: 'health',
      title: 'Sağlık',
      render: (_, v) => (
        <span title={v.lastFailureAt ? `Son hata: ${formatDateTime(v.lastFailureAt)}` : undefined} style={v.failures > 0 ? { color: '#cf1322' } : undefined}>
          {healthSummary(v.failures, v.failureKinds)}
        </span>
      ),
    },
    {
      key: 'actions',
      title: 'İşlemler',
      render: (_, v) => {
        const live = r.live === v.version;
        // A version whose files changed after publishing is refused by the switch anyway: say so here.
        const tampered = !v.integrityOk;
        const reason = tampered ? CHANGED_FILES_REASON : undefined;
        return (
          <Space size={4} wrap>
            <Tooltip title={reason}>
              <Button size="small" type="primary" disabled={live || tampered} onClick={() => a.onSwitch(r, v.version)} aria-label={`Canlıya Al ${v.version}`} aria-description={reason}>
                Canlıya Al
              </Button>
            </Tooltip>
            <Tooltip title={reason}>
              <Button size="small" disabled={live || tampered || r.canary?.version === v.version} onClick={() => a.onCanary(r, v.version)} aria-label={`Kanarya Başlat ${v.version}`} aria-description={reason}>
                Kanarya Başlat
              </Button>
            </Tooltip>
            <Button size="small" disabled={!v.integrityOk} onClick={() => a.onPreview(r, v.version)} aria-label={`Bu tarayıcıda önizle ${v.version}`}>
              Bu tarayıcıda önizle
            </Button>
          </Space>
        );
      },
    },
  ];
}

/**
 * One remote in the release console: live, previous and canary versions, 'Geri Al'
 * and 'Kanaryayı Durdur', and every published version (newest first) with its build time, size,
 * commit, shared dependencies, integrity, health and actions.
 */
export function RemoteReleases({ remote, actions }: { remote: RemoteRelease; actions: RemoteActions }) {
  const versions = [...remote.versions].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
  const applied = useAppliedPreviews();
  const previewed = new Set(applied.filter((p) => p.remote === remote.remote).map((p) => p.version));
  return (
    <Card
      title={
        <span>
          {REMOTE_DISPLAY_NAMES[remote.remote as RemoteName] ?? remote.remote} <code className="sc-remote-code">{remote.remote}</code>
        </span>
      }
      aria-label={`${remote.remote} sürümleri`}
      role="region"
      style={{ marginBottom: 16 }}
      extra={
        <Space>
          {remote.canary && (
            <Button onClick={() => actions.onStopCanary(remote)} aria-label={`Kanaryayı Durdur ${remote.remote}`}>
              Kanaryayı Durdur
            </Button>
          )}
          {remote.previous && (
            <Button danger onClick={() => actions.onRollback(remote)} aria-label={`Geri Al ${remote.remote}`}>
              Geri Al
            </Button>
          )}
        </Space>
      }
    >
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3 }}
        items={[
          { key: 'live', label: 'Canlı sürüm', children: remote.live ?? 'Yok' },
          { key: 'previous', label: 'Önceki sürüm', children: remote.previous ?? 'Yok' },
          {
            key: 'canary',
            label: 'Kanarya',
            children: remote.canary ? `${remote.canary.version} · %${remote.canary.percent} (${formatDateTime(remote.canary.startedAt)} itibarıyla)` : 'Yok',
          },
        ]}
      />
      <Table<VersionInfo>
        size="small"
        rowKey="version"
        columns={columns(remote, actions, previewed)}
        dataSource={versions}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: 'Yayımlanmış sürüm yok.' }}
      />
    </Card>
  );
}
