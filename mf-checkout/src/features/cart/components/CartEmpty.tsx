import { ShoppingCartOutlined } from '@ant-design/icons';
import { Button, Empty } from 'antd';
import { useNavigate } from 'react-router-dom';
import { CATALOG_PATH } from '../hooks/cartRules';
import './cart.css';

/** Empty cart (member spec §2): 'Sepetiniz boş' with a link to /urunler ('Alışverişe Başla'). */
export function CartEmpty() {
  const navigate = useNavigate();
  return (
    <div className="chk-empty">
      <Empty
        image={<ShoppingCartOutlined className="chk-empty__icon" />}
        description={
          <>
            <div className="chk-empty__title">Sepetiniz boş</div>
            <div>Beğendiğiniz ürünleri sepetinize ekleyerek alışverişe başlayabilirsiniz.</div>
          </>
        }
      >
        {/* A real link (href) that still navigates inside the single-page app. */}
        <Button
          type="primary"
          size="large"
          href={CATALOG_PATH}
          onClick={(e) => {
            e.preventDefault();
            navigate(CATALOG_PATH);
          }}
        >
          Alışverişe Başla
        </Button>
      </Empty>
    </div>
  );
}
