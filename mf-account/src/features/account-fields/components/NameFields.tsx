import { UserOutlined } from '@ant-design/icons';
import { Col, Form, Input } from 'antd';
import type { z } from 'zod';
import { zodRule } from '@skiclub/shared/ui';

type NameSchema = z.ZodObject<{ ad: z.ZodType; soyad: z.ZodType; kullaniciAdi: z.ZodType }>;

/**
 * The name fields of sign-up and /profil (member spec §3, §5): Ad and Soyad side by side, then
 * Kullanıcı Adı, each checked by the form's own zod schema. Renders `Col`s for the caller's `Row`.
 * @param usernameSpan grid columns (of 24) of Kullanıcı Adı from the sm breakpoint up
 */
export function NameFields({ schema, usernameSpan }: { schema: NameSchema; usernameSpan: 12 | 24 }) {
  return (
    <>
      <Col xs={24} sm={12}>
        <Form.Item label="Ad" name="ad" required rules={[zodRule(schema, 'ad')]}>
          <Input prefix={<UserOutlined />} autoComplete="given-name" maxLength={60} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item label="Soyad" name="soyad" required rules={[zodRule(schema, 'soyad')]}>
          <Input prefix={<UserOutlined />} autoComplete="family-name" maxLength={60} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={usernameSpan}>
        <Form.Item label="Kullanıcı Adı" name="kullaniciAdi" required rules={[zodRule(schema, 'kullaniciAdi')]}>
          <Input prefix={<UserOutlined />} autoComplete="username" maxLength={60} />
        </Form.Item>
      </Col>
    </>
  );
}
