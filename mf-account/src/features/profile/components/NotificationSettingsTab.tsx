import { Button, Switch } from 'antd';
import { useState } from 'react';
import { NOTIFICATION_PREFS, loadPrefs, savePrefs, type NotificationPrefs } from '../hooks/notificationPrefs';
import { useFlash } from '../hooks/useFlash';
import { FormFeedback } from './FormFeedback';

/** Shown after saving (clears after 3 s, member spec §4). */
export const PREFS_SAVED = 'Bildirim ayarlarınız kaydedildi.';

/**
 * Tab 4 of /profil (member spec §3, §4, §7): the five switches, all on by default, kept only in
 * this browser's local storage; 'Ayarları Kaydet' waits 1 s, then the success message shows and
 * clears after 3 s.
 */
export function NotificationSettingsTab({ userId }: { userId: string }) {
  const [prefs, setPrefs] = useState<NotificationPrefs>(() => loadPrefs(userId));
  const [saving, setSaving] = useState(false);
  const flash = useFlash();

  const save = async () => {
    setSaving(true);
    flash.clear();
    try {
      await savePrefs(userId, prefs);
      flash.show(PREFS_SAVED);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="acc-profile__pane acc-profile__pane--narrow">
      <FormFeedback success={flash.message} failure={null} />
      <p className="acc-profile__note">Bu ayarlar yalnızca bu tarayıcıda saklanır.</p>
      <ul className="acc-profile__prefs">
        {NOTIFICATION_PREFS.map((p) => {
          const id = `bildirim-${p.name}`;
          return (
            <li key={p.name} className="acc-profile__pref">
              <label htmlFor={id} className="acc-profile__pref-text">
                <span className="acc-profile__pref-label">{p.label}</span>
                <span className="acc-profile__pref-hint">{p.hint}</span>
              </label>
              <Switch id={id} checked={prefs[p.name]} disabled={saving} onChange={(on) => setPrefs((cur) => ({ ...cur, [p.name]: on }))} />
            </li>
          );
        })}
      </ul>
      <Button type="primary" className="acc-profile__submit" loading={saving} onClick={() => void save()}>
        Ayarları Kaydet
      </Button>
    </div>
  );
}
