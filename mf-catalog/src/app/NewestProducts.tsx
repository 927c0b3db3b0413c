import { NewestProductsSlider } from '../features/home-widget/components/NewestProductsSlider';

/** Props of the home-page widget. */
export interface NewestProductsProps {
  /** Called when the list fails to load, so the shell can hide the widget. */
  onError?: (error: unknown) => void;
}

/**
 * Exposed `./NewestProducts`: home-page slider of the 10 newest products, heading
 * 'Yeni Ürünler' (member spec §2 home, §9). Renders nothing while there are no products.
 */
export default function NewestProducts({ onError }: NewestProductsProps) {
  return <NewestProductsSlider onError={onError} />;
}
