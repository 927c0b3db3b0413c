import { ShoppingCartOutlined } from '@ant-design/icons';
import { Button, InputNumber } from 'antd';

/** Props of {@link PurchasePanel}. */
export interface PurchasePanelProps {
  quantity: number;
  /** Upper bound of the quantity control (the chosen variant's stock). */
  maxQuantity: number;
  canAdd: boolean;
  adding: boolean;
  /** Explains why adding is not possible, when it is not. */
  hint?: string;
  onQuantity: (value: number | null) => void;
  onAdd: () => void;
}

/** Quantity control and 'Sepete Ekle' button of the product detail page (member spec §2, §5). */
export function PurchasePanel({ quantity, maxQuantity, canAdd, adding, hint, onQuantity, onAdd }: PurchasePanelProps) {
  return (
    <div className="cat-purchase">
      <div className="cat-purchase__row">
        <label className="cat-purchase__qty">
          <span>Adet</span>
          <InputNumber
            size="large"
            min={1}
            max={maxQuantity}
            precision={0}
            value={quantity}
            onChange={(v) => onQuantity(typeof v === 'number' ? v : null)}
            aria-label="Adet"
          />
        </label>
        <Button type="primary" size="large" icon={<ShoppingCartOutlined />} disabled={!canAdd} loading={adding} onClick={onAdd} className="cat-purchase__add">
          Sepete Ekle
        </Button>
      </div>
      {hint && <div className="cat-purchase__hint">{hint}</div>}
    </div>
  );
}
