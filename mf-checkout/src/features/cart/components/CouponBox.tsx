import { Alert, Button, Input, Space } from 'antd';
import { useState } from 'react';
import { couponMessage } from '../hooks/cartRules';
import './cart.css';

/**
 * Coupon box of /sepet (member spec §2, §5). The feature is not active: an empty code says
 * 'Lütfen geçerli bir kupon kodu giriniz.', any other 'Kupon kodu özelliği henüz aktif değil.'.
 */
export function CouponBox() {
  const [code, setCode] = useState('');
  const [answer, setAnswer] = useState<string | null>(null);
  const apply = () => setAnswer(couponMessage(code));
  return (
    <div className="chk-coupon">
      <div className="chk-coupon__title">İndirim Kuponu</div>
      <Space.Compact block>
        <Input
          aria-label="Kupon kodu"
          placeholder="Kupon kodunuz"
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            setAnswer(null);
          }}
          onPressEnter={apply}
        />
        <Button onClick={apply}>Uygula</Button>
      </Space.Compact>
      {answer && <Alert className="chk-coupon__answer" type="warning" showIcon message={answer} />}
    </div>
  );
}
