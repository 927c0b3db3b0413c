/**
 * Image uploads (profile photos, camp images, gallery pictures, later product and news images):
 * reads the multipart file field (`dosya` by default), checks the format by its content (sharp
 * reads the magic bytes; the file name and Content-Type are ignored), re-encodes it without
 * metadata, and stores it under a server-chosen name inside one uploads sub-folder of the
 * storage (lib/storage.ts: local folder or S3), served as /uploads/<folder>/<file>. The route's
 * plugin must register @fastify/multipart.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { ApiError, UNSUPPORTED_MEDIA_MESSAGE, invalid } from './http';
import { keyOfUrl, type Storage } from './storage';

/** 422 text when the file field is missing or empty. */
export const FILE_REQUIRED = 'Dosya alanı zorunludur.';
const MAX_INPUT_PIXELS = 50_000_000;

/** Image formats an upload may have (by content). */
export type ImageFormat = 'jpeg' | 'png' | 'webp';

/** What one upload route accepts. */
export interface ImageUploadRule {
  /** Largest file in bytes (413 above it). */
  maxBytes: number;
  formats: readonly ImageFormat[];
  /** The image is scaled down to fit a box of this many px (never enlarged). */
  maxSide: number;
  /** Texts: file too large (413), not one of `formats` (415). */
  messages: { tooLarge: string; wrongType: string };
  /** Multipart field name; default 'dosya' (admin spec §9). */
  field?: string;
  /** At most this many files in one request (default 1). */
  maxFiles?: number;
}

/** One checked, re-encoded image. */
export interface CheckedImage {
  data: Buffer;
  ext: 'jpg' | 'png' | 'webp';
}

/**
 * Reads and checks the image file(s) of a multipart request.
 * @returns one entry per file (at least one)
 * @throws ApiError 413 too large, 415 wrong format or not multipart, 422 no file, 400 broken body
 */
export async function readImageUploads(request: FastifyRequest, rule: ImageUploadRule): Promise<CheckedImage[]> {
  const field = rule.field ?? 'dosya';
  const maxFiles = rule.maxFiles ?? 1;
  const inputs: Buffer[] = [];
  try {
    for await (const part of request.parts({ limits: { fileSize: rule.maxBytes, files: maxFiles, fields: 10, parts: maxFiles + 10 } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname === field && inputs.length < maxFiles) {
        const buffer = await part.toBuffer();
        if (buffer.length > 0) inputs.push(buffer);
      } else part.file.resume();
    }
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(413, rule.messages.tooLarge, { [field]: rule.messages.tooLarge });
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new ApiError(415, UNSUPPORTED_MEDIA_MESSAGE);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw invalid({ [field]: FILE_REQUIRED });
    throw new ApiError(400);
  }
  if (inputs.length === 0) throw invalid({ [field]: FILE_REQUIRED });
  const out: CheckedImage[] = [];
  for (const input of inputs) out.push(await checkImage(input, rule));
  return out;
}

/**
 * Checks one image by content and re-encodes it (EXIF orientation applied, metadata dropped).
 * @throws ApiError 415 with `messages.wrongType` when it is not one of `rule.formats`
 */
export async function checkImage(input: Buffer, rule: Pick<ImageUploadRule, 'formats' | 'maxSide' | 'messages' | 'field'>): Promise<CheckedImage> {
  const field = rule.field ?? 'dosya';
  const wrongType = () => new ApiError(415, rule.messages.wrongType, { [field]: rule.messages.wrongType });
  const format = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .metadata()
    .then((m) => m.format as string | undefined)
    .catch(() => undefined);
  if (!format || !(rule.formats as readonly string[]).includes(format)) throw wrongType();
  const pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: rule.maxSide, height: rule.maxSide, fit: 'inside', withoutEnlargement: true });
  const encoded = format === 'jpeg' ? pipeline.jpeg({ quality: 85 }) : format === 'png' ? pipeline.png({ compressionLevel: 9 }) : pipeline.webp({ quality: 85 });
  const data = await encoded.toBuffer().catch(() => null);
  if (!data) throw wrongType();
  return { data, ext: format === 'jpeg' ? 'jpg' : (format as 'png' | 'webp') };
}

/** One uploads sub-folder of a {@link Storage} (e.g. 'kamp' → keys 'kamp/…', served as /uploads/kamp/…). */
export interface UploadFolder {
  /**
   * Stores an image under a new random name.
   * @param prefix start of the file name (e.g. the record id), letters, digits and '-' only
   * @returns its public path, e.g. '/uploads/kamp/<prefix>-<uuid>.jpg'
   */
  store: (image: CheckedImage, prefix?: string) => Promise<string>;
  /** Deletes a file this folder stored; a path from elsewhere (seed, other folder) is left alone. */
  remove: (path: string | null | undefined) => Promise<void>;
  /** True when `path` is a file of this folder. */
  owns: (path: string | null | undefined) => boolean;
  /** True when `path` is a file of this folder that exists in the store. */
  exists: (path: string | null | undefined) => Promise<boolean>;
  /** Public paths of this folder's files whose names start with `namePrefix` (all when empty). */
  list: (namePrefix?: string) => Promise<string[]>;
}

const CONTENT_TYPES: Record<CheckedImage['ext'], string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** Opens an uploads sub-folder of `storage` (every write, read and delete of uploads goes through it). */
export async function uploadFolder(storage: Storage, folder: string): Promise<UploadFolder> {
  const prefix = `/uploads/${folder}/`;
  const owns = (path: string | null | undefined): path is string => !!path && path.startsWith(prefix) && !path.slice(prefix.length).includes('/') && keyOfUrl(path) !== null;
  return {
    owns,
    store: async (image, namePrefix) => {
      const safe = (namePrefix ?? '').replace(/[^a-zA-Z0-9-]/g, '').slice(0, 40);
      const key = `${folder}/${safe ? `${safe}-` : ''}${randomUUID()}.${image.ext}`;
      await storage.put(key, image.data, CONTENT_TYPES[image.ext]);
      return storage.url(key);
    },
    remove: async (path) => {
      if (owns(path)) await storage.delete(keyOfUrl(path)!).catch(() => undefined);
    },
    exists: async (path) => owns(path) && storage.exists(keyOfUrl(path)!),
    list: async (namePrefix = '') => (await storage.list(`${folder}/${namePrefix}`)).map((key) => storage.url(key)),
  };
}
