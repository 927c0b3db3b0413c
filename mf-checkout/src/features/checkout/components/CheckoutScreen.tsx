import { Alert, Col, Form, Row, Skeleton } from 'antd';
import { Link } from 'react-router-dom';
import { PaymentOpening } from '@skiclub/shared/payment';
import { ORDER_MESSAGES } from '@skiclub/shared/schemas';
import { ErrorAlert, InnerPage } from '@skiclub/shared/ui';
import { useBillingPrefill, useCheckout } from '../hooks/useCheckout';
import type { CheckoutValues } from '../hooks/checkoutRules';
import { CheckoutFields } from './CheckoutFields';
import { CheckoutSummary } from './CheckoutSummary';
import './checkout.css';

/**
 * /odeme (member spec §2 Checkout, §4 checkout flow, §5, §8): loading, cart load failure with
 * 'Tekrar Dene', an empty cart ('Sepetiniz boş! Ürün kataloğuna yönlendiriliyorsunuz...', then
 * /urunler after 2 s), an invalid cart ('Sepetinizde sorunlu ürünler var. Lütfen kontrol
 * ediniz.'), else the billing, card and consent form beside the order summary. A refused order
 * (409 per-product stock messages, 422 field errors) or payment start keeps every value; while
 * the bank's page opens, 'Ödeme sistemi açılıyor... Lütfen bekleyin.'.
 * Exposed as `checkout/CheckoutPage` (login required): the default export of the feature's index.
 */
export function CheckoutScreen() {
  const c = useCheckout();
  const opening = c.payment.phase === 'opening';
  const summaryCart = c.orderedCart ?? c.cart;
  let body;
  if (c.loading) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (c.loadError && !c.created) body = <ErrorAlert message={c.loadError} onRetry={c.reloadCart} />;
  else if (c.emptyCart) body = <Alert type="info" showIcon role="status" message={ORDER_MESSAGES.emptyCart} />;
  else if (opening) body = <PaymentOpening />;
  else if (summaryCart) {
    body = (
      <>
        {c.invalidCart && (
          <Alert
            className="chk-page__alert"
            type="error"
            showIcon
            role="alert"
            message={ORDER_MESSAGES.invalidCart}
            action={
              <Link to="/sepet" className="chk-checkout__back">
                Sepete Dön
              </Link>
            }
          />
        )}
        {c.error && (
          <div className="chk-page__alert">
            <ErrorAlert message={c.error.message} fieldErrors={c.error.fieldErrors} onClose={c.dismissError} />
          </div>
        )}
        {c.created && (
          <Alert
            className="chk-page__alert"
            type="info"
            showIcon
            message={`Siparişiniz oluşturuldu: ${c.created.siparisNo}`}
            description={
              <>
                Ödeme tamamlanana kadar siparişiniz Beklemede kalır; 30 dakika içinde ödenmezse iptal edilir.{' '}
                <Link to={`/siparis/${encodeURIComponent(c.created.siparisNo)}`}>Siparişi görüntüle</Link>
              </>
            }
          />
        )}
        {c.payment.error && <Alert className="chk-page__alert" type="error" showIcon role="alert" message={c.payment.error} />}
        <Form<CheckoutValues>
          form={c.form}
          name="odeme"
          layout="vertical"
          noValidate
          autoComplete="on"
          validateTrigger="onBlur"
          initialValues={{ odemeYontemi: 'kart', mesafeliSatis: false, onBilgilendirme: false }}
          disabled={c.busy}
          onValuesChange={(changed: Partial<CheckoutValues>) => {
            // Checked on leaving a field; a field already showing an error is checked as it is typed.
            const names = (Object.keys(changed) as (keyof CheckoutValues)[]).filter((n) => c.form.getFieldError(n).length > 0 || n === 'sehir');
            if (names.length) void c.form.validateFields(names).catch(() => undefined);
          }}
          onFinish={() => void c.submit()}
        >
          <BillingPrefill />
          <Row gutter={[24, 24]}>
            <Col xs={24} lg={15}>
              <CheckoutFields disabled={c.busy} />
            </Col>
            <Col xs={24} lg={9}>
              <CheckoutSummary cart={summaryCart} canPay={c.canPay} busy={c.busy} submitText={c.created ? 'Ödemeyi Tekrar Dene' : 'Ödemeyi Tamamla'} />
              <Link to="/sepet" className="chk-checkout__back-link">
                Sepete Dön
              </Link>
            </Col>
          </Row>
        </Form>
      </>
    );
  } else body = null;
  return (
    <InnerPage
      title="Ödeme"
      backgroundTitle="ÖDEME"
      description="Fatura bilgilerinizi ve kart bilgilerinizi girerek siparişinizi tamamlayın."
      breadcrumb={[{ title: 'Sepetim', to: '/sepet' }, { title: 'Ödeme' }]}
    >
      <div className="chk-page chk-checkout">{body}</div>
    </InnerPage>
  );
}

/** Fills the billing fields from the user and profile once the form is mounted. */
function BillingPrefill() {
  useBillingPrefill(Form.useFormInstance<CheckoutValues>());
  return null;
}
