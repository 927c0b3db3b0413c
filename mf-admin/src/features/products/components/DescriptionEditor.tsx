import { BoldOutlined, FontSizeOutlined, ItalicOutlined, LinkOutlined, OrderedListOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Space, Tooltip } from 'antd';
import { useEffect, type ReactNode } from 'react';

/** Props of {@link DescriptionEditor}: a controlled HTML value, as an antd Form.Item gives it. */
export interface DescriptionEditorProps {
  /** HTML of the description ('' when empty). */
  value?: string;
  onChange?: (html: string) => void;
  disabled?: boolean;
  /** Accessible name of the editing area. */
  label?: string;
}

/** Only web and mail links (the API's sanitiser keeps no other scheme either, admin spec §5). */
const SAFE_LINK = /^(https?:\/\/|mailto:)/i;

/**
 * Rich text editor of a product description (admin spec §2 Products; TipTap with StarterKit):
 * toolbar bold, italic, bullet and numbered lists, heading (h3) and link (http, https, mailto).
 * It writes HTML; the API sanitises it before storing (admin spec §5). Loaded lazily by the
 * products screen so TipTap is fetched only when the form opens.
 */
export default function DescriptionEditor({ value = '', onChange, disabled = false, label = 'Açıklama' }: DescriptionEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [3, 4] }, link: { openOnClick: false, protocols: ['http', 'https', 'mailto'], isAllowedUri: (url) => SAFE_LINK.test(url) } })],
    content: value,
    editable: !disabled,
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true', class: 'adm-product-editor__content' } },
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
    immediatelyRender: true,
  });
  // TipTap destroys the editor of the first render when the component has not mounted 1 ms later
  // (a busy machine, a render React paused) and makes a new one in its mount effect: these effects
  // then still hold the destroyed one, whose getHTML() throws, until the render with the new one.
  // A value set from outside (edit another product, reset to create) replaces the content.
  useEffect(() => {
    if (editor && !editor.isDestroyed && value !== (editor.isEmpty ? '' : editor.getHTML())) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setEditable(!disabled);
  }, [editor, disabled]);

  const tool = (title: string, icon: ReactNode, active: boolean, run: () => void) => (
    <Tooltip title={title} key={title}>
      <Button size="small" type={active ? 'primary' : 'default'} icon={icon} aria-label={title} aria-pressed={active} disabled={disabled || !editor} onClick={run} />
    </Tooltip>
  );
  const addLink = () => {
    if (!editor) return;
    const previous = (editor.getAttributes('link') as { href?: string }).href ?? 'https://';
    const href = window.prompt('Bağlantı adresi (https://, http:// veya mailto:)', previous);
    if (href === null) return;
    if (!href.trim()) editor.chain().focus().unsetLink().run();
    else if (SAFE_LINK.test(href.trim())) editor.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };

  return (
    <div className="adm-product-editor">
      <Space size={4} wrap className="adm-product-editor__toolbar" role="toolbar" aria-label="Biçimlendirme">
        {tool('Kalın', <BoldOutlined />, !!editor?.isActive('bold'), () => editor?.chain().focus().toggleBold().run())}
        {tool('İtalik', <ItalicOutlined />, !!editor?.isActive('italic'), () => editor?.chain().focus().toggleItalic().run())}
        {tool('Madde listesi', <UnorderedListOutlined />, !!editor?.isActive('bulletList'), () => editor?.chain().focus().toggleBulletList().run())}
        {tool('Numaralı liste', <OrderedListOutlined />, !!editor?.isActive('orderedList'), () => editor?.chain().focus().toggleOrderedList().run())}
        {tool('Başlık', <FontSizeOutlined />, !!editor?.isActive('heading', { level: 3 }), () => editor?.chain().focus().toggleHeading({ level: 3 }).run())}
        {tool('Bağlantı', <LinkOutlined />, !!editor?.isActive('link'), addLink)}
      </Space>
      <EditorContent editor={editor} />
    </div>
  );
}
