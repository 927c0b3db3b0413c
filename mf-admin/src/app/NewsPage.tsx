import { NewsScreen } from '../features/news';

/** Exposed module `admin/NewsPage`: /admin/haberler (admin spec §2 News). The shell guards it (Admin only). */
export default function NewsPage() {
  return <NewsScreen />;
}
