import { Alert, Card, Skeleton, Spin } from 'antd';
import type { ReactNode } from 'react';
import type { AccommodationOption } from '@skiclub/shared/schemas';
import { quoteView, roomMakeup } from '../hooks/registrationForm';
import type { PriceQuoteState } from '../hooks/usePriceQuote';

/** Shown before a camp and an option are chosen. */
export const PRICE_HINT = 'Fiyatı görmek için kamp ve konaklama seçeneği seçin.';

/** Props of {@link PriceBox}. */
export interface PriceBoxProps {
  option: AccommodationOption | undefined;
  state: PriceQuoteState;
  /** The team code field, shown above the figures. */
  codeField: ReactNode;
  /** Errors and the submit button, shown under the figures. */
  footer: ReactNode;
}

/**
 * The live price of /kampa-kayit: list price, the team discount (percent and TL) and
 * what is to be paid in TL/€/$, all as the server computed them; a refused team code's reason
 * (unknown, expired, used up …) is shown here without blocking the form.
 */
export function PriceBox({ option, state, codeField, footer }: PriceBoxProps) {
  const view = state.quote ? quoteView(state.quote) : null;
  return (
    <Card
      className="camp-price"
      title="Ücret Özeti"
      extra={state.loading ? <Spin size="small" aria-label="Fiyat hesaplanıyor" /> : null}
      aria-busy={state.loading}
      data-testid="price-box"
    >
      {option ? (
        <p className="camp-price__option">
          <strong>{option.konaklamaTipiAdi}</strong>
          <span>{roomMakeup(option)}</span>
        </p>
      ) : (
        <p className="camp-price__hint">{PRICE_HINT}</p>
      )}
      {codeField}
      {option && !view && !state.error && <Skeleton active title={false} paragraph={{ rows: 3 }} />}
      {state.error && <Alert type="error" showIcon message={state.error} className="camp-price__alert" />}
      {view && (
        <div aria-live="polite">
          <dl className="camp-price__lines">
            <div className="camp-price__line">
              <dt>Liste Fiyatı</dt>
              <dd>
                {view.list.map((t) => (
                  <span key={t}>{t}</span>
                ))}
              </dd>
            </div>
            {view.discount && (
              <div className="camp-price__line camp-price__line--discount">
                <dt>{view.discount.label}</dt>
                <dd>{view.discount.amount}</dd>
              </div>
            )}
            <div className="camp-price__line camp-price__line--total">
              <dt>Ödenecek Tutar</dt>
              <dd data-testid="price-total">
                {view.toPay.map((t) => (
                  <strong key={t}>{t}</strong>
                ))}
              </dd>
            </div>
          </dl>
          {view.code && <Alert className="camp-price__alert" type={view.code.tone} showIcon message={view.code.text} />}
        </div>
      )}
      {footer}
    </Card>
  );
}
