import { httpError, networkError } from '@skiclub/shared/errors';
import { isNotFound } from './notFound';

describe('isNotFound', () => {
  it('is true for 404 and 400 answers', () => {
    expect(isNotFound(httpError(404, { mesaj: 'Ürün bulunamadı.' }))).toBe(true);
    expect(isNotFound(httpError(400, {}))).toBe(true);
  });

  it('is false for server and network failures', () => {
    expect(isNotFound(httpError(500, {}))).toBe(false);
    expect(isNotFound(httpError(403, {}))).toBe(false);
    expect(isNotFound(networkError())).toBe(false);
    expect(isNotFound(new Error('x'))).toBe(false);
  });
});
