import { CalendarOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { assetUrl } from '@skiclub/shared/api';
import { formatDate } from '@skiclub/shared/format';
import type { News } from '@skiclub/shared/schemas';
import { metaDescription } from '../lib/newsMeta';
import './news.css';

/** Characters of the text a card shows when the news has no summary (ozet). */
export const NEWS_CARD_TEXT_LENGTH = 120;

/** Props of {@link NewsCard}. */
export interface NewsCardProps {
  news: Pick<News, 'baslik' | 'slug' | 'ozet' | 'icerik' | 'kapakGorselUrl' | 'yayinlanmaTarihi'>;
}

/** The card's short text: the summary, else the start of the text (plain text, one line). */
export function newsCardText(news: NewsCardProps['news']): string {
  const text = news.ozet?.trim() || metaDescription(news.icerik);
  return text.length > NEWS_CARD_TEXT_LENGTH ? `${text.slice(0, NEWS_CARD_TEXT_LENGTH).trimEnd()}…` : text;
}

/** News card of the home-page slider (member spec §2 home): cover, date, title and summary, linking to /haber/:slug. */
export function NewsCard({ news }: NewsCardProps) {
  const to = `/haber/${encodeURIComponent(news.slug)}`;
  return (
    <article className="cat-news-card" aria-label={news.baslik}>
      <Link to={to} className="cat-news-card__media" tabIndex={-1} aria-hidden="true">
        <img src={assetUrl(news.kapakGorselUrl, '/placeholder-product.svg')} alt="" loading="lazy" />
      </Link>
      <div className="cat-news-card__body">
        <span className="cat-news-card__date">
          <CalendarOutlined /> {formatDate(news.yayinlanmaTarihi)}
        </span>
        <h3 className="cat-news-card__title">
          <Link to={to}>{news.baslik}</Link>
        </h3>
        <p className="cat-news-card__text">{newsCardText(news)}</p>
        <Link to={to} className="cat-news-card__more" aria-label={`${news.baslik}: devamını oku`}>
          Devamını Oku →
        </Link>
      </div>
    </article>
  );
}
