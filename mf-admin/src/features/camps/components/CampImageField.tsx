/**
 * The camp form's image (admin spec §2 Camp, §5 "image must be an image file", §9 5 MB): a file
 * chooser with a preview at most 200x150 px. The chosen file is only kept here; the screen uploads
 * it after the camp is saved (POST /api/kamp/gorsel-yukle/{id}). A file that is not an image gives
 * 'Lütfen bir resim dosyası seçin.' and is not kept; the API checks the content again.
 */
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Form, Space, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { assetUrl } from '@skiclub/shared/api';
import { ADMIN_CAMP_MESSAGES } from '@skiclub/shared/schemas/admin';
import { isImageFile, isWithinImageLimit } from '../api/camps';

/** Props of {@link CampImageField}. */
export interface CampImageFieldProps {
  /** The edited camp's stored image path (shown until another file is chosen), or null. */
  currentUrl: string | null;
  /** The chosen file, or null. */
  file: File | null;
  /** Called with a newly chosen image file, or null when the choice is removed. */
  onFileChange: (file: File | null) => void;
  disabled?: boolean;
}

/** Reads a file as a data URL for the preview (works where object URLs do not). */
function useDataUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    setUrl(null);
    if (!file) return;
    let live = true;
    const reader = new FileReader();
    reader.onload = () => {
      if (live && typeof reader.result === 'string') setUrl(reader.result);
    };
    reader.readAsDataURL(file);
    return () => {
      live = false;
    };
  }, [file]);
  return url;
}

/** Image chooser with preview (max 200x150 px) for the camp form. */
export function CampImageField({ currentUrl, file, onFileChange, disabled }: CampImageFieldProps) {
  const [error, setError] = useState<string | null>(null);
  const chosenUrl = useDataUrl(file);
  const preview = file ? chosenUrl : currentUrl ? assetUrl(currentUrl) : null;

  useEffect(() => {
    if (!file) setError(null);
  }, [file, currentUrl]);

  return (
    <Form.Item label="Kamp Görseli" validateStatus={error ? 'error' : undefined} help={error ?? 'jpg, jpeg, png veya webp; en fazla 5 MB.'}>
      <Space direction="vertical" size={8}>
        <Space wrap>
          <Upload
            accept="image/jpeg,image/png,image/webp"
            showUploadList={false}
            maxCount={1}
            disabled={disabled}
            beforeUpload={(chosen) => {
              if (!isImageFile(chosen)) setError(ADMIN_CAMP_MESSAGES.notAnImage);
              else if (!isWithinImageLimit(chosen)) setError(ADMIN_CAMP_MESSAGES.imageTooLarge);
              else {
                setError(null);
                onFileChange(chosen);
              }
              return Upload.LIST_IGNORE; // nothing is sent here: the screen uploads after the save
            }}
          >
            <Button icon={<UploadOutlined />} disabled={disabled}>
              Görsel Seç
            </Button>
          </Upload>
          {file && (
            <Button icon={<DeleteOutlined />} onClick={() => onFileChange(null)} disabled={disabled}>
              Seçimi Kaldır
            </Button>
          )}
        </Space>
        {preview && <img className="adm-camp-image__preview" src={preview} alt="Kamp görseli önizleme" style={{ maxWidth: 200, maxHeight: 150, objectFit: 'contain', display: 'block' }} />}
      </Space>
    </Form.Item>
  );
}
