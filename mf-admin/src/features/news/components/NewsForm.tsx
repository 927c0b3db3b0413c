import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Card, Checkbox, Form, Input, Space, Typography, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { errorMessageOr, isAppError } from '@skiclub/shared/errors';
import { MESSAGES, type News } from '@skiclub/shared/schemas';
import {
  NEWS_ADMIN_MESSAGES,
  NEWS_COVER_EXTENSIONS,
  NEWS_KEYWORDS_MAX,
  NEWS_TITLE_MAX,
  newsCoverFileError,
  newsPayloadErrors,
  newsPayloadSchema,
} from '@skiclub/shared/schemas/admin';
import { ErrorAlert, useSuccessToast } from '@skiclub/shared/ui';
import { coverUrl, newsCalls as calls, type NewsSave } from '../api/service';

/** Values of the form's fields. */
export interface NewsFormValues {
  baslik: string;
  icerik: string;
  anahtarKelimeler: string;
  slug: string;
  aktif: boolean;
}

/** Create mode (admin spec §2: active on). */
const EMPTY: NewsFormValues = { baslik: '', icerik: '', anahtarKelimeler: '', slug: '', aktif: true };

/** Form values of an item in edit mode. */
function valuesOf(item: News): NewsFormValues {
  return { baslik: item.baslik, icerik: item.icerik, anahtarKelimeler: item.anahtarKelimeler ?? '', slug: item.slug, aktif: item.aktif };
}

/** What the alert above the buttons shows: a message and its list (validation or server field errors). */
interface Problem {
  message: string;
  list: Record<string, string>;
}

/** `accept` of the file input: '.jpg,.jpeg,.png,.webp' (admin spec §5). */
const ACCEPT = NEWS_COVER_EXTENSIONS.join(',');

/** Props of {@link NewsForm}. */
export interface NewsFormProps {
  /** The item being edited, or null in create mode. */
  editing: News | null;
  /**
   * Called after a save. `keepEditing` is true when the item was saved but its cover upload
   * failed: the screen then keeps (or puts) the saved item in edit mode so Kaydet can retry.
   */
  onSaved: (saved: News, keepEditing: boolean) => void;
  /** Temizle: back to create mode. */
  onClear: () => void;
}

/**
 * The news form (admin spec §2 News, §4, §5, §8): Başlık, İçerik (textarea), Anahtar Kelimeler,
 * Slug (optional, 'Boş bırakılırsa başlıktan üretilir'), Aktif checkbox and Kapak Görseli (chosen
 * file previewed, jpg/jpeg/png/webp up to 5 MB checked before sending) with Kaydet and Temizle.
 * Kaydet checks the shared schema and shows every failing message together in one alert; a valid
 * form is updated (with an id) or created, then the chosen cover is uploaded; 'Kaydedildi' on
 * success; a failure shows the server's message (and field errors) or 'Kayıt sırasında hata
 * oluştu' in the alert. Needs antd's `<App>` above it.
 */
export function NewsForm({ editing, onSaved, onClear }: NewsFormProps) {
  const [form] = Form.useForm<NewsFormValues>();
  const { message } = App.useApp();
  const toast = useSuccessToast();
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [cover, setCover] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  // Id of an item saved whose cover failed: entering its edit mode keeps the file and the alert.
  const retryCoverOf = useRef<string | null>(null);

  // A row chosen for edit (or create mode again) fills the form and drops the chosen file.
  useEffect(() => {
    form.setFieldsValue(editing ? valuesOf(editing) : EMPTY);
    if (editing && editing.id === retryCoverOf.current) return;
    retryCoverOf.current = null;
    setCover(null);
    setProblem(null);
  }, [editing, form]);

  // Preview of the chosen file (a data URL: no object URL to release).
  useEffect(() => {
    if (!cover) {
      setPreview(null);
      return;
    }
    let live = true;
    const reader = new FileReader();
    reader.onload = () => {
      if (live && typeof reader.result === 'string') setPreview(reader.result);
    };
    reader.readAsDataURL(cover);
    return () => {
      live = false;
    };
  }, [cover]);

  /** Checks a chosen file in the browser; a wrong one is not kept (its message shown). */
  const beforeUpload = (file: File) => {
    const wrong = newsCoverFileError(file);
    if (wrong) {
      void message.error(wrong);
      return Upload.LIST_IGNORE;
    }
    setCover(file);
    return false;
  };

  async function save() {
    const values = form.getFieldsValue(true) as NewsFormValues;
    const errors = newsPayloadErrors(values);
    if (errors.length) {
      setProblem({ message: MESSAGES.formErrors, list: Object.fromEntries(errors.map((m, i) => [String(i), m])) });
      return;
    }
    const { recaptchaToken: _token, ...payload } = newsPayloadSchema.parse(values);
    setProblem(null);
    setSaving(true);
    let saved: News;
    try {
      saved = editing ? await calls.update(editing.id, payload satisfies NewsSave) : await calls.create(payload);
    } catch (e) {
      setProblem({ message: errorMessageOr(e, NEWS_ADMIN_MESSAGES.saveFailed), list: isAppError(e) ? e.fieldErrors : {} });
      setSaving(false);
      return;
    }
    if (cover) {
      try {
        await calls.uploadCover(saved.id, cover);
      } catch (e) {
        const reason = errorMessageOr(e, '');
        setProblem({ message: NEWS_ADMIN_MESSAGES.coverUploadFailed, list: reason ? { dosya: reason } : {} });
        setSaving(false);
        retryCoverOf.current = saved.id;
        onSaved(saved, true);
        return;
      }
    }
    setSaving(false);
    toast(NEWS_ADMIN_MESSAGES.saved);
    form.setFieldsValue(EMPTY);
    setCover(null);
    onSaved(saved, false);
  }

  const clear = () => {
    form.setFieldsValue(EMPTY);
    setCover(null);
    setProblem(null);
    onClear();
  };

  const shownCover = preview ?? (editing?.kapakGorselUrl ? coverUrl(editing.kapakGorselUrl) : null);

  return (
    <Card className={`adm-crud-form${editing ? ' adm-crud-form--editing' : ''}`} title={editing ? 'Haberi Düzenle' : 'Yeni Haber'}>
      <Form<NewsFormValues> form={form} name="haber" layout="vertical" initialValues={EMPTY} onFinish={() => void save()} disabled={saving}>
        <Form.Item name="baslik" label="Başlık">
          <Input maxLength={NEWS_TITLE_MAX + 20} />
        </Form.Item>
        <Form.Item name="icerik" label="İçerik">
          <Input.TextArea rows={8} />
        </Form.Item>
        <Form.Item name="anahtarKelimeler" label="Anahtar Kelimeler" extra="Virgülle ayırın, ör. kayak, kamp, sezon">
          <Input maxLength={NEWS_KEYWORDS_MAX + 20} />
        </Form.Item>
        <Form.Item name="slug" label="Slug">
          <Input placeholder={NEWS_ADMIN_MESSAGES.slugPlaceholder} />
        </Form.Item>
        <Form.Item name="aktif" valuePropName="checked">
          <Checkbox>Aktif</Checkbox>
        </Form.Item>
        <Form.Item label="Kapak Görseli" extra="jpg, jpeg, png veya webp; en fazla 5 MB.">
          <Space direction="vertical" size={8}>
            <Upload accept={ACCEPT} showUploadList={false} beforeUpload={beforeUpload} maxCount={1}>
              <Button icon={<UploadOutlined />}>Görsel Seç</Button>
            </Upload>
            {cover && (
              <Space>
                <Typography.Text>{cover.name}</Typography.Text>
                <Button size="small" type="text" icon={<DeleteOutlined />} onClick={() => setCover(null)} aria-label="Seçilen görseli kaldır" />
              </Space>
            )}
            {shownCover && <img className="adm-news-form__preview" src={shownCover} alt="Kapak görseli önizleme" />}
          </Space>
        </Form.Item>
        {problem && (
          <div className="adm-crud__banner">
            <ErrorAlert message={problem.message} fieldErrors={problem.list} onClose={() => setProblem(null)} />
          </div>
        )}
        <Space className="adm-crud-form__buttons" wrap>
          <Button type="primary" htmlType="submit" loading={saving}>
            {saving ? 'İşleniyor...' : 'Kaydet'}
          </Button>
          <Button onClick={clear}>
            Temizle
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
