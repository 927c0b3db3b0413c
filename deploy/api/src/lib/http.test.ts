/**
 * parse() (lib/http.ts): no body reads as an empty object, a JSON `null` body is refused with
 * the 422 envelope's field errors (PUT /api/hesap/sosyal-medya took `null`).
 */
import { z } from 'zod';
import { socialMediaSchema } from '@skiclub/shared/schemas';
import { ApiError, VALIDATION_MESSAGE, parse } from './http';

describe('parse', () => {
  it('reads a missing body as {} (a schema without required fields accepts it)', () => {
    expect(parse(z.object({ a: z.string().optional() }), undefined)).toEqual({});
  });

  it('refuses a null body with 422 and a Turkish form error', () => {
    let thrown: unknown;
    try {
      parse(socialMediaSchema, null);
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    const err = thrown as ApiError;
    expect(err.status).toBe(422);
    expect(err.mesaj).toBe(VALIDATION_MESSAGE);
    expect(Object.keys(err.hatalar ?? {})).toEqual(['_form']);
    expect(err.hatalar?._form).toMatch(/[ğüşıöçİ]/);
  });
});
