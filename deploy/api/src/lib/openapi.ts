/**
 * OpenAPI 3 document generated from the zod schemas (issue 15 "Hardened HTTP"), served at
 * /api/docs (Swagger UI) and /api/docs/json. Routes with a Fastify `schema` are documented
 * through fastify-type-provider-zod's transform as they are; routes that validate inside the
 * handler with parse() get their shared payload schema from {@link DOC_SCHEMAS} for the document
 * only (validation and its Turkish field errors stay in the handler, unchanged).
 */
import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  cartAddSchema,
  cartUpdateSchema,
  loginPayloadSchema,
  orderCreateSchema,
  orderPageQuerySchema,
  orderUpdateSchema,
  passwordChangeSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  paymentStartRequestSchema,
  phoneCodeSchema,
  priceQuoteRequestSchema,
  productQuerySchema,
  profileUpdateSchema,
  signUpPayloadSchema,
  socialMediaSchema,
  stockCheckQuerySchema,
} from '@skiclub/shared/schemas';
import {
  adminUserQuerySchema,
  notificationHistoryQuerySchema,
  notificationRecipientQuerySchema,
  notificationPayloadSchema,
  orderStatusAliasPayloadSchema,
  orderStatusPayloadSchema,
  userActivePayloadSchema,
  userPasswordResetPayloadSchema,
  userRolesPayloadSchema,
} from '@skiclub/shared/schemas/admin';
import { auditQuerySchema, canaryPayloadSchema, failureReportSchema, rollbackPayloadSchema, switchPayloadSchema } from '@skiclub/shared/releases';

/** Where the UI is served; the document is at `${DOCS_PREFIX}/json`. */
export const DOCS_PREFIX = '/api/docs';

/** Documentation-only schemas of routes that parse their input in the handler. */
interface DocSchema {
  body?: z.ZodType;
  querystring?: z.ZodType;
}

/** `METHOD url` → the shared schema the handler parses (its body or query). */
export const DOC_SCHEMAS: Readonly<Record<string, DocSchema>> = {
  'POST /api/hesap/kayit': { body: signUpPayloadSchema },
  'POST /api/hesap/giris': { body: loginPayloadSchema },
  'POST /api/hesap/sifre-sifirlama-talep': { body: passwordResetRequestSchema },
  'POST /api/hesap/sifre-sifirlama-onayla': { body: passwordResetConfirmSchema },
  'PUT /api/hesap/profil': { body: profileUpdateSchema },
  'PUT /api/hesap/sosyal-medya': { body: socialMediaSchema },
  'PUT /api/hesap/sifre-degistir': { body: passwordChangeSchema },
  'POST /api/hesap/gsm-onayi-dogrula': { body: phoneCodeSchema },
  'GET /api/urun': { querystring: productQuerySchema },
  'POST /api/sepet/ekle': { body: cartAddSchema },
  'PUT /api/sepet/guncelle': { body: cartUpdateSchema },
  'GET /api/sepet/stok-kontrol': { querystring: stockCheckQuerySchema },
  'POST /api/siparis/olustur': { body: orderCreateSchema },
  'GET /api/siparis/kullanici': { querystring: orderPageQuerySchema },
  'POST /api/odeme/baslat': { body: paymentStartRequestSchema },
  'POST /api/KampaKayit/fiyat': { body: priceQuoteRequestSchema },
  'POST /api/kampakayit/fiyat': { body: priceQuoteRequestSchema },
  'PUT /api/siparis/:id': { body: orderUpdateSchema },
  'PUT /api/siparis/:id/durum': { body: orderStatusAliasPayloadSchema },
  'PUT /api/siparis/durum': { body: orderStatusPayloadSchema },
  'POST /api/bildirim': { body: notificationPayloadSchema },
  'GET /api/bildirim/gecmis': { querystring: notificationHistoryQuerySchema },
  'GET /api/bildirim/alici-sayisi': { querystring: notificationRecipientQuerySchema },
  'GET /api/hesap/kullanicilar': { querystring: adminUserQuerySchema },
  'POST /api/hesap/rol-guncelle': { body: userRolesPayloadSchema },
  'POST /api/hesap/aktiflik-guncelle': { body: userActivePayloadSchema },
  'POST /api/hesap/sifre-sifirla': { body: userPasswordResetPayloadSchema },
  'POST /api/yayinlar/hata-raporu': { body: failureReportSchema },
  'POST /api/yayinlar/gecis': { body: switchPayloadSchema },
  'POST /api/yayinlar/geri-al': { body: rollbackPayloadSchema },
  'POST /api/yayinlar/kanarya': { body: canaryPayloadSchema },
  'GET /api/yayinlar/denetim': { querystring: auditQuerySchema },
};

/** zod → JSON Schema; transforms and refinements that JSON Schema cannot say become `{}`. */
const zodTransform = createJsonSchemaTransform({ skipList: [], zodToJsonConfig: { unrepresentable: 'any' } });
type TransformInput = Parameters<typeof zodTransform>[0];

/** The section (tag) of a path: `/api/hesap/giris` → 'hesap', `/healthz` → 'probe'. */
export function tagOf(url: string): string {
  const m = /^\/api\/([^/]+)/.exec(url);
  return m ? m[1]! : 'probe';
}

/** Adds the documentation schema (when the route has none) and a tag, then converts zod to JSON Schema. */
function transform(input: TransformInput): ReturnType<typeof zodTransform> {
  const method = Array.isArray(input.route.method) ? input.route.method[0] : input.route.method;
  const extra = input.schema ? undefined : DOC_SCHEMAS[`${String(method).toUpperCase()} ${input.url}`];
  const schema = { ...(input.schema ?? {}), ...(extra ?? {}) } as NonNullable<TransformInput['schema']>;
  if (!('tags' in schema)) Object.assign(schema, { tags: [tagOf(input.url)] });
  return zodTransform({ ...input, schema });
}

/**
 * Registers @fastify/swagger (collects the routes registered after it) and Swagger UI at
 * {@link DOCS_PREFIX}. Call before the routes. The UI's page gets its own CSP (its inline
 * script and style hashes from the plugin); everything else keeps the API's.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Kayak Kulübü API', version: '1.0.0', description: 'Zarf: { basarili, veri, mesaj, hatalar? }. Oturum: Authorization: Bearer <JWT>.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: DOCS_PREFIX,
    transformStaticCSP: () => {
      const csp = (app as FastifyInstance & { swaggerCSP?: { script: string[]; style: string[] } }).swaggerCSP ?? { script: [], style: [] };
      return [
        "default-src 'self'",
        "base-uri 'self'",
        "object-src 'none'",
        "frame-ancestors 'none'",
        "form-action 'self'",
        "img-src 'self' data:",
        `script-src 'self' ${csp.script.join(' ')}`.trim(),
        // Swagger UI injects <style> elements at run time: inline styles on this page only.
        "style-src 'self' 'unsafe-inline'",
      ].join('; ');
    },
  });
}
