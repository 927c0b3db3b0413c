import { NewsDetail } from '../features/news/components/NewsDetail';

/** Exposed `./NewsDetailPage`: news detail at /haber/:slug (member spec §2, public). */
export default function NewsDetailPage() {
  return <NewsDetail />;
}
