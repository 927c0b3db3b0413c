import { renderHook } from '@testing-library/react';
import { META_DESCRIPTION_LENGTH, metaDescription, shareLinks, usePageMeta } from './newsMeta';

const content = (name: string) => document.head.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? null;

describe('news page metadata (member spec §2 news detail, §9)', () => {
  it('folds line breaks and cuts the description at 160 characters', () => {
    expect(metaDescription('Kar geldi.\n\nKamplar  başlıyor.')).toBe('Kar geldi. Kamplar başlıyor.');
    const long = 'ş'.repeat(200);
    expect(metaDescription(long)).toHaveLength(META_DESCRIPTION_LENGTH);
  });

  it('encodes the page URL into the Facebook and X links', () => {
    const [facebook, x] = shareLinks('http://localhost:3900/haber/kar-yagisi?a=1&b=2', 'Kar & kamp');
    expect(facebook?.href).toBe('https://www.facebook.com/sharer/sharer.php?u=http%3A%2F%2Flocalhost%3A3900%2Fhaber%2Fkar-yagisi%3Fa%3D1%26b%3D2');
    expect(x?.href).toBe('https://twitter.com/intent/tweet?url=http%3A%2F%2Flocalhost%3A3900%2Fhaber%2Fkar-yagisi%3Fa%3D1%26b%3D2&text=Kar%20%26%20kamp');
  });

  it('sets title, description and keywords and puts the earlier values back on leave', () => {
    const tag = document.createElement('meta');
    tag.setAttribute('name', 'description');
    tag.setAttribute('content', 'Site açıklaması');
    document.head.appendChild(tag);
    const { unmount } = renderHook(() => usePageMeta({ title: 'Sezon Açıldı', description: 'Palandöken’de sezon açıldı.', keywords: 'kayak, sezon' }));
    expect(document.title).toBe('Sezon Açıldı | Kayak Kulübü');
    expect(content('description')).toBe('Palandöken’de sezon açıldı.');
    expect(content('keywords')).toBe('kayak, sezon');
    unmount();
    expect(content('description')).toBe('Site açıklaması');
    expect(content('keywords')).toBeNull();
    tag.remove();
  });
});
