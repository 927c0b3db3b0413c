import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';
import { InnerPage } from '@skiclub/shared/ui';

/** 404 page for any path not in the route table (the host also answers with status 404). */
export function NotFoundPage() {
  return (
    <InnerPage title="Sayfa Bulunamadı" backgroundTitle="404" description="Aradığınız sayfa taşınmış veya hiç var olmamış olabilir.">
      <Result
        status="404"
        title="404"
        subTitle="Aradığınız sayfa veya veri bulunamadı."
        extra={
          <Link to="/">
            <Button type="primary">Ana Sayfaya Dön</Button>
          </Link>
        }
      />
    </InnerPage>
  );
}
