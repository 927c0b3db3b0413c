import { ArrowLeftOutlined, ClearOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Grid, Row } from 'antd';
import { Link } from 'react-router-dom';
import type { Cart } from '@skiclub/shared/schemas';
import type { CartController } from '../hooks/useCart';
import { CATALOG_PATH } from '../hooks/cartRules';
import { CartItemCards, CartItemsTable, type CartItemsProps } from './CartItems';
import { CartSummary } from './CartSummary';
import './cart.css';

/** Props of {@link CartView}: a non-empty cart and the actions of {@link CartController}. */
export interface CartViewProps {
  cart: Cart;
  controller: Pick<CartController, 'pendingKey' | 'proceedError' | 'increase' | 'decrease' | 'setQuantity' | 'remove' | 'clear' | 'proceed'>;
  /** Forces the card list (true) or the table (false); by default cards below 768 px. */
  narrow?: boolean;
}

/**
 * Filled cart of /sepet (member spec §2): the cart's warnings, the item table (cards on narrow
 * screens) with 'Sepeti Temizle', and the summary beside it (below it on phones).
 */
export function CartView({ cart, controller, narrow }: CartViewProps) {
  const screens = Grid.useBreakpoint();
  const useCards = narrow ?? !screens.md;
  const itemProps: CartItemsProps = {
    items: cart.sepetOgeleri,
    pendingKey: controller.pendingKey,
    onIncrease: controller.increase,
    onDecrease: controller.decrease,
    onCommit: controller.setQuantity,
    onRemove: controller.remove,
  };
  return (
    <div className="chk-cart">
      {cart.uyariMesajlari.length > 0 && (
        <Alert
          className="chk-cart__warnings"
          type="warning"
          showIcon
          message="Sepetinizdeki bazı ürünlerle ilgili uyarılar var"
          description={
            <ul className="chk-cart__warning-list">
              {cart.uyariMesajlari.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          }
        />
      )}
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={16}>
          <Card
            className="chk-items"
            title={useCards ? `Ürünler (${cart.toplamUrunAdedi})` : `Sepetinizdeki Ürünler (${cart.toplamUrunAdedi})`}
            extra={
              <Button danger icon={<ClearOutlined />} onClick={controller.clear} loading={controller.pendingKey === 'clear'}>
                Sepeti Temizle
              </Button>
            }
          >
            {useCards ? <CartItemCards {...itemProps} /> : <CartItemsTable {...itemProps} />}
          </Card>
          <Link className="chk-cart__continue" to={CATALOG_PATH}>
            <ArrowLeftOutlined /> Alışverişe Devam Et
          </Link>
        </Col>
        <Col xs={24} lg={8}>
          <CartSummary cart={cart} proceedError={controller.proceedError} busy={controller.pendingKey !== null} onProceed={controller.proceed} />
        </Col>
      </Row>
    </div>
  );
}
