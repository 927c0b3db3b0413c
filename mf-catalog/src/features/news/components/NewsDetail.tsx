import { CalendarOutlined, FacebookFilled, TagOutlined, UserOutlined, XOutlined } from '@ant-design/icons';
import { Result, Skeleton, Tag } from 'antd';
import { useLocation, useParams } from 'react-router-dom';
import { assetUrl } from '@skiclub/shared/api';
import { formatDate } from '@skiclub/shared/format';
import { NEWS_MESSAGES, newsKeywords, type News } from '@skiclub/shared/schemas';
import { ErrorAlert, InnerPage } from '@skiclub/shared/ui';
import { LinkButton } from '../../common/components/LinkButton';
import { isNotFound } from '../../common/lib/notFound';
import { useNewsItem } from '../api/useNews';
import { metaDescription, shareLinks, usePageMeta } from '../lib/newsMeta';
import '../../common/components/common.css';
import './news.css';

const BAND = { title: 'Haberler', breadcrumb: [{ title: 'Haberler' }] };

/** Not-found state of /haber/:slug ('Haber bulunamadı.'): unknown or inactive news, with a link home. */
export function NewsNotFound() {
  return (
    <InnerPage {...BAND}>
      <Result
        status="404"
        title={NEWS_MESSAGES.notFound}
        subTitle="Aradığınız haber yayından kaldırılmış ya da hiç var olmamış olabilir."
        extra={
          <LinkButton to="/" primary>
            Ana Sayfaya Dön
          </LinkButton>
        }
      />
    </InnerPage>
  );
}

/** Props of {@link NewsArticle}. */
export interface NewsArticleProps {
  news: News;
  /** Address shared by the share links (the page's own URL). */
  pageUrl: string;
}

/**
 * One news item (member spec §2 news detail): title, publisher, date dd.mm.yyyy, keywords, cover
 * image, the text with its line breaks (plain text, CSS pre-line: no HTML from the database is
 * rendered) and Facebook and X share links. Sets the title, description and keywords meta tags.
 */
export function NewsArticle({ news, pageUrl }: NewsArticleProps) {
  const keywords = newsKeywords(news.anahtarKelimeler);
  usePageMeta({ title: news.baslik, description: metaDescription(news.icerik), keywords: keywords.join(', ') });
  return (
    <InnerPage title={news.baslik} backgroundTitle="HABER" breadcrumb={[{ title: 'Haberler' }, { title: news.baslik }]}>
      <article className="cat-news-article" aria-labelledby="cat-news-article-title">
        <h2 id="cat-news-article-title" className="cat-news-article__title">
          {news.baslik}
        </h2>
        <div className="cat-news-article__meta">
          <span aria-label="Yayınlayan">
            <UserOutlined /> {news.yayinlayanKullaniciAdi}
          </span>
          <span aria-label="Yayınlanma tarihi">
            <CalendarOutlined /> <time dateTime={news.yayinlanmaTarihi}>{formatDate(news.yayinlanmaTarihi)}</time>
          </span>
        </div>
        {news.kapakGorselUrl && (
          <img className="cat-news-article__cover" src={assetUrl(news.kapakGorselUrl)} alt={news.baslik} />
        )}
        {news.ozet && <p className="cat-news-article__lead">{news.ozet}</p>}
        <div className="cat-news-article__text" data-testid="news-text">
          {news.icerik}
        </div>
        {keywords.length > 0 && (
          <div className="cat-news-article__keywords" aria-label="Anahtar kelimeler">
            <TagOutlined />
            {keywords.map((k) => (
              <Tag key={k} color="blue">
                {k}
              </Tag>
            ))}
          </div>
        )}
        <div className="cat-news-article__share">
          <span>Paylaş:</span>
          {shareLinks(pageUrl, news.baslik).map((s) => (
            <a key={s.network} className={`cat-share cat-share--${s.network}`} href={s.href} target="_blank" rel="noopener noreferrer" aria-label={s.label} title={s.label}>
              {s.network === 'facebook' ? <FacebookFilled /> : <XOutlined />}
              <span>{s.network === 'facebook' ? 'Facebook' : 'X'}</span>
            </a>
          ))}
        </div>
        <LinkButton to="/">Ana Sayfaya Dön</LinkButton>
      </article>
    </InnerPage>
  );
}

/**
 * The /haber/:slug page (member spec §2 news detail, public): loads the news item, shows it,
 * a skeleton while loading, the not-found state for an unknown or inactive slug and an error
 * with 'Tekrar Dene' for other failures.
 * Exposed as `catalog/NewsDetailPage` (public): the default export of the feature's index.
 */
export function NewsDetail() {
  const { slug } = useParams<{ slug: string }>();
  const { pathname } = useLocation();
  const news = useNewsItem(slug);

  if (news.error && !news.data) {
    if (isNotFound(news.error)) return <NewsNotFound />;
    return (
      <InnerPage {...BAND}>
        <ErrorAlert message={news.error.message} onRetry={() => void news.mutate()} />
      </InnerPage>
    );
  }
  if (!news.data) {
    return (
      <InnerPage {...BAND}>
        <div className="cat-news-article" aria-busy="true" aria-label="Haber yükleniyor">
          <Skeleton active title paragraph={{ rows: 8 }} />
        </div>
      </InnerPage>
    );
  }
  return <NewsArticle news={news.data} pageUrl={`${window.location.origin}${pathname}`} />;
}
