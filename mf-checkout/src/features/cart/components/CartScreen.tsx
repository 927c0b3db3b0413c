import { Skeleton } from 'antd';
import { ErrorAlert, InnerPage } from '@skiclub/shared/ui';
import { useCart } from '../hooks/useCart';
import { CartEmpty } from './CartEmpty';
import { CartView } from './CartView';
import './cart.css';

/**
 * /sepet (member spec §2, §5, §8): loading, load failure with 'Tekrar Dene', empty cart, or the
 * filled cart; a failed change shows the API's message (or the spec's fallback) above it.
 * Exposed as `checkout/CartPage` (login required): the default export of the feature's index.
 */
export function CartScreen() {
  const controller = useCart();
  const { cart, loading, loadError, actionError } = controller;
  return (
    <InnerPage title="Sepetim" backgroundTitle="SEPET" description="Sepetinizdeki ürünleri gözden geçirin ve ödemeye geçin.">
      <div className="chk-page">
        {actionError && (
          <div className="chk-page__alert">
            <ErrorAlert message={actionError.message} fieldErrors={actionError.fieldErrors} onRetry={actionError.retry} onClose={controller.dismissActionError} />
          </div>
        )}
        {loading ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : loadError ? (
          <ErrorAlert message={loadError} onRetry={controller.reload} />
        ) : !cart || cart.sepetOgeleri.length === 0 ? (
          <CartEmpty />
        ) : (
          <CartView cart={cart} controller={controller} />
        )}
      </div>
    </InnerPage>
  );
}
