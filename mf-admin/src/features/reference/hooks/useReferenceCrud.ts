/**
 * List, create, update and delete of one reference collection (admin spec §3, §7): the list is
 * GET <url> (data field holding an array), create POST <url>, update POST <url>/<id> (or PUT
 * <url> with the id in the body for the collections that work that way), delete DELETE
 * <url>/<id>; each create or update carries a human-verification token fetched just before.
 * The list is cached by SWR under <url> and reloaded after every change.
 */
import { useCallback } from 'react';
import useSWR from 'swr';
import type { z } from 'zod';
import { apiDelete, apiGet, apiPost, apiPut, getHumanVerificationToken } from '@skiclub/shared/api';
import { unexpectedError, type AppError } from '@skiclub/shared/errors';

/** Where and how a reference collection lives on the API. */
export interface ReferenceResource<T> {
  /** Collection path, e.g. '/api/ulke'. */
  url: string;
  /** Human-verification action of the screen (admin spec §3), e.g. 'ulke'. */
  captchaAction: string;
  /** Schema of one row, used to read the list. */
  rowSchema: z.ZodType<T>;
  /** 'post-id' (default): POST <url>/<id>; 'put-body': PUT <url> with the id in the body. */
  updateStyle?: 'post-id' | 'put-body';
}

/** The operations a reference screen works with. Each change rejects with an AppError. */
export interface ReferenceCrud<T, P> {
  items: T[];
  /** First load in progress. */
  loading: boolean;
  /** Load failure (null while the list is fine). */
  loadError: AppError | null;
  /** Reads the list again. */
  reload: () => void;
  create: (payload: P) => Promise<void>;
  update: (id: string, payload: P) => Promise<void>;
  remove: (id: string) => Promise<void>;
}

/**
 * Reads a list answer through the row schema.
 * @throws AppError 'Beklenmeyen bir hata oluştu.' when the answer is not such a list
 */
export function parseRows<T>(schema: z.ZodType<T>, raw: unknown): T[] {
  if (!Array.isArray(raw)) throw unexpectedError();
  return raw.map((r: unknown) => {
    const parsed = schema.safeParse(r);
    if (!parsed.success) throw unexpectedError();
    return parsed.data;
  });
}

const EMPTY: never[] = [];

/** Connects a reference screen to its collection on the API. */
export function useReferenceCrud<T, P extends object>(resource: ReferenceResource<T>): ReferenceCrud<T, P> {
  const { url, captchaAction, rowSchema, updateStyle = 'post-id' } = resource;
  const fetcher = useCallback(async (key: string) => parseRows(rowSchema, await apiGet<unknown>(key)), [rowSchema]);
  const { data, error, isLoading, mutate } = useSWR<T[], AppError>(url, fetcher, { shouldRetryOnError: false });

  const withToken = useCallback(
    async (payload: P) => ({ ...payload, recaptchaToken: await getHumanVerificationToken(captchaAction) }),
    [captchaAction],
  );

  return {
    items: data ?? EMPTY,
    loading: isLoading && !data,
    loadError: error && !data ? error : null,
    reload: () => void mutate(),
    create: async (payload) => {
      await apiPost(url, await withToken(payload));
      void mutate();
    },
    update: async (id, payload) => {
      const body = await withToken(payload);
      if (updateStyle === 'put-body') await apiPut(url, { ...body, id });
      else await apiPost(`${url}/${encodeURIComponent(id)}`, body);
      void mutate();
    },
    remove: async (id) => {
      await apiDelete(`${url}/${encodeURIComponent(id)}`);
      void mutate();
    },
  };
}
