import { Outlet } from 'react-router-dom';
import { Footer } from './Footer';
import { Header } from './Header';
import { LoadingBar } from './LoadingBar';
import { PreviewBanner } from './PreviewBanner';

/** Public layout (member spec §2): loading bar, preview banner, sticky header, page, footer. */
export function PublicLayout() {
  return (
    <div className="sc-layout">
      <LoadingBar />
      <PreviewBanner />
      <Header />
      <main className="sc-main" id="icerik">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
