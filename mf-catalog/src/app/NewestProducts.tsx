import type { WidgetProps } from '@skiclub/shared/ui';
import { NewestProductsSlider } from '../features/home-widget/components/NewestProductsSlider';

/** Props of the home-page widget: the shared widget contract. */
export type NewestProductsProps = WidgetProps;

/**
 * Exposed `./NewestProducts`: home-page slider of the 10 newest products, heading
 * 'Yeni Ürünler' (member spec §2 home, §9). Renders nothing while there are no products.
 */
export default function NewestProducts({ onError }: NewestProductsProps) {
  return <NewestProductsSlider onError={onError} />;
}
