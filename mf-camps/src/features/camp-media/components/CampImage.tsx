import { PictureOutlined } from '@ant-design/icons';
import { useState } from 'react';
import './CampImage.css';
import { assetUrl } from '@skiclub/shared/api';

/**
 * A camp picture served by the API (`gorselUrl`, via `assetUrl`); a snow-blue panel with an icon
 * when the camp has none or the file fails to load.
 */
export function CampImage({ src, alt, className }: { src: string | null; alt: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div className={`camp-image camp-image--empty ${className ?? ''}`} role="img" aria-label={alt}>
        <PictureOutlined />
      </div>
    );
  }
  return <img className={`camp-image ${className ?? ''}`} src={assetUrl(src)} alt={alt} loading="lazy" onError={() => setFailed(true)} />;
}
