import { CameraOutlined, PictureOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button } from 'antd';
import { useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { assetUrl, useApiMutation } from '@skiclub/shared/api';
import type { Profile } from '@skiclub/shared/schemas';
import { accountFailure } from '../../account-errors/accountFailure';
import { PHOTO_URLS, photoError, uploadPhoto, type PhotoKind } from '../api/profile';
import { useFlash } from '../hooks/useFlash';

/** Shown after a changed photo (clears after 3 s). */
export const PHOTO_SAVED: Record<PhotoKind, string> = {
  profil: 'Profil fotoğrafınız güncellendi.',
  kapak: 'Kapak fotoğrafınız güncellendi.',
};

const LABELS: Record<PhotoKind, { button: string; input: string }> = {
  profil: { button: 'Profil Fotoğrafını Değiştir', input: 'Profil fotoğrafı seç' },
  kapak: { button: 'Kapak Fotoğrafını Değiştir', input: 'Kapak fotoğrafı seç' },
};

/** Props of {@link ProfileHeader}. */
export interface ProfileHeaderProps {
  profile: Profile;
  onChanged: () => Promise<unknown>;
}

/**
 * Top of /profil (member spec §2, §5): the cover photo, the profile photo (from the API
 * host under /uploads/profil/{file}, a placeholder when none), the name, and buttons to change
 * either photo. The file is checked before sending (at most 5 MB: 'Dosya boyutu 5MB'dan büyük
 * olamaz.'; JPEG or PNG: 'Sadece JPEG veya PNG formatındaki dosyalar kabul edilir.'), then sent as
 * multipart field `dosya`; the new picture shows once the profile is read again.
 */
export function ProfileHeader({ profile, onChanged }: ProfileHeaderProps) {
  const inputs = { profil: useRef<HTMLInputElement>(null), kapak: useRef<HTMLInputElement>(null) };
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<PhotoKind | null>(null);
  const flash = useFlash();
  const uploads = { profil: useApiMutation(PHOTO_URLS.profil, uploadPhoto), kapak: useApiMutation(PHOTO_URLS.kapak, uploadPhoto) };

  const onPick = async (kind: PhotoKind, e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setError(null);
    flash.clear();
    const problem = photoError(file);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(kind);
    try {
      await uploads[kind].trigger({ kind, file });
      await onChanged();
      flash.show(PHOTO_SAVED[kind]);
    } catch (err) {
      setError(accountFailure(err).message);
    } finally {
      setBusy(null);
    }
  };

  const picker = (kind: PhotoKind, icon: ReactNode, className: string) => (
    <>
      <input
        ref={inputs[kind]}
        type="file"
        accept="image/jpeg,image/png"
        aria-label={LABELS[kind].input}
        className="acc-profile__file"
        onChange={(e) => void onPick(kind, e)}
      />
      <Button icon={icon} className={className} loading={busy === kind} disabled={busy !== null} onClick={() => inputs[kind].current?.click()}>
        {LABELS[kind].button}
      </Button>
    </>
  );

  const cover = profile.kapakFotoUrl ? assetUrl(profile.kapakFotoUrl) : null;
  return (
    <section className="acc-profile__head" aria-label="Profil fotoğrafları">
      <div className="acc-profile__cover" style={cover ? { backgroundImage: `url("${cover}")` } : undefined}>
        {cover && <img className="acc-profile__cover-img" src={cover} alt="Kapak fotoğrafı" />}
        <div className="acc-profile__cover-action">{picker('kapak', <PictureOutlined />, 'acc-profile__cover-btn')}</div>
      </div>
      <div className="acc-profile__identity">
        <Avatar
          className="acc-profile__avatar"
          size={{ xs: 96, sm: 112, md: 128, lg: 128, xl: 128, xxl: 128 }}
          src={profile.profilFotoUrl ? assetUrl(profile.profilFotoUrl) : undefined}
          icon={<UserOutlined />}
          alt="Profil fotoğrafı"
        />
        <div className="acc-profile__who">
          <h2 className="acc-profile__name">
            {profile.ad} {profile.soyad}
          </h2>
          <span className="acc-profile__username">@{profile.kullaniciAdi}</span>
        </div>
        <div className="acc-profile__photo-action">{picker('profil', <CameraOutlined />, 'acc-profile__photo-btn')}</div>
      </div>
      {(error || flash.message) && (
        <div className="acc-profile__head-msg">
          {error && (
            <p className="acc-profile__note acc-profile__note--error" role="alert">
              {error}
            </p>
          )}
          {flash.message && (
            <p className="acc-profile__note acc-profile__note--ok" role="status">
              {flash.message}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
