/**
 * Deploy keys as the release console calls them (GET, POST /api/yayinlar/anahtarlar, DELETE
 * /api/yayinlar/anahtarlar/:anahtarId). The secret of a key is only in the create answer: the console
 * shows it once and keeps it nowhere.
 */
import { z } from 'zod';
import { http, useApi } from '@skiclub/shared/api';
import { deployKeyCreatedSchema, deployKeyInfoSchema, type DeployKeyCreated, type DeployKeyInfo, type DeployKeyPayload } from '@skiclub/shared/releases';
import { RELEASES_URL } from './releases';

/** Base path of the deploy key routes. */
export const DEPLOY_KEYS_URL = `${RELEASES_URL}/anahtarlar`;


/** GET /api/yayinlar/anahtarlar answer: every key, newest first. */
export const deployKeyListSchema: z.ZodType<DeployKeyInfo[]> = z.array(deployKeyInfoSchema);

/** The deploy keys (SWR). */
export function useDeployKeys() {
  return useApi(DEPLOY_KEYS_URL, deployKeyListSchema);
}

/** Unwraps and checks `veri` of an envelope. @throws Error when the answer has another shape */
function veriOf<T>(data: unknown, schema: z.ZodType<T>): T {
  const inner = data && typeof data === 'object' && 'veri' in data ? (data as { veri: unknown }).veri : data;
  return schema.parse(inner);
}

/**
 * POST /api/yayinlar/anahtarlar: a new key for one remote.
 * @returns the key with its secret (`anahtar`), shown once
 * @throws AppError for a refused request (422 with hatalar, 401, 403, …)
 */
export async function createDeployKey(payload: DeployKeyPayload): Promise<DeployKeyCreated> {
  const r = await http.post(DEPLOY_KEYS_URL, payload);
  return veriOf(r.data, deployKeyCreatedSchema);
}

/**
 * DELETE /api/yayinlar/anahtarlar/:anahtarId: revokes a key (publishing with it is refused from then on).
 * @throws AppError (404 for an unknown key, …)
 */
export async function revokeDeployKey(id: string): Promise<DeployKeyInfo> {
  const r = await http.delete(`${DEPLOY_KEYS_URL}/${encodeURIComponent(id)}`);
  return veriOf(r.data, deployKeyInfoSchema);
}
