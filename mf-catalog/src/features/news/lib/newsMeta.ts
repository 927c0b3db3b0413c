import { useEffect } from 'react';

/** Length of the description meta tag (member spec §9: meta description 160 characters). */
export const META_DESCRIPTION_LENGTH = 160;

/**
 * The description meta text of a news item (member spec §2 news detail): its text with line
 * breaks and runs of spaces folded to single spaces, cut to the first 160 characters.
 */
export function metaDescription(icerik: string): string {
  return Array.from(icerik.replace(/\s+/g, ' ').trim()).slice(0, META_DESCRIPTION_LENGTH).join('');
}

/** One share link of the news detail page. */
export interface ShareLink {
  network: 'facebook' | 'x';
  /** Visible and accessible name, e.g. "Facebook'ta paylaş". */
  label: string;
  href: string;
}

/**
 * Share links for two social networks (member spec §2 news detail): Facebook's sharer and X's
 * (Twitter) tweet intent, each with the page's URL encoded (and the title for X).
 */
export function shareLinks(pageUrl: string, title: string): ShareLink[] {
  const url = encodeURIComponent(pageUrl);
  return [
    { network: 'facebook', label: "Facebook'ta paylaş", href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    { network: 'x', label: "X'te (Twitter) paylaş", href: `https://twitter.com/intent/tweet?url=${url}&text=${encodeURIComponent(title)}` },
  ];
}

/** Page metadata a page sets while it is shown. */
export interface PageMeta {
  /** Document title without the site suffix. */
  title: string;
  description: string;
  /** Comma separated keywords; the tag is removed when empty. */
  keywords: string;
}

function metaTag(name: string): HTMLMetaElement | null {
  return document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
}

/** Sets (or with `null` removes) `<meta name=…>`; returns a function that puts back what was there. */
function setMetaTag(name: string, content: string | null): () => void {
  const existing = metaTag(name);
  const before = existing?.getAttribute('content') ?? null;
  if (content === null) existing?.remove();
  else if (existing) existing.setAttribute('content', content);
  else {
    const tag = document.createElement('meta');
    tag.setAttribute('name', name);
    tag.setAttribute('content', content);
    document.head.appendChild(tag);
  }
  return () => {
    const now = metaTag(name);
    if (before === null) now?.remove();
    else if (now) now.setAttribute('content', before);
    else setMetaTag(name, before);
  };
}

/**
 * Sets `document.title` ('<title> | Kayak Kulübü'), the description and the keywords meta tags
 * while the page is shown (member spec §2 news detail), and puts the earlier values back when it
 * leaves, so the next page does not keep this page's description. `null` sets nothing.
 */
export function usePageMeta(meta: PageMeta | null): void {
  const title = meta?.title;
  const description = meta?.description;
  const keywords = meta?.keywords;
  useEffect(() => {
    if (title === undefined || description === undefined || keywords === undefined) return undefined;
    document.title = `${title} | Kayak Kulübü`;
    const restoreDescription = setMetaTag('description', description);
    const restoreKeywords = setMetaTag('keywords', keywords || null);
    return () => {
      restoreKeywords();
      restoreDescription();
    };
  }, [title, description, keywords]);
}
