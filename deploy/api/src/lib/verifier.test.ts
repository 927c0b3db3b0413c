import { LocalVerifier, LOCAL_TOKEN_TTL_MS, MemoryUsedTokenStore, isHuman } from './verifier';

describe('LocalVerifier', () => {
  const verifier = new LocalVerifier('secret-a');

  it('accepts its own fresh token for the same action with score 0.9', async () => {
    const result = await verifier.verify(verifier.issue('kayit'), 'kayit', '127.0.0.1');
    expect(result).toMatchObject({ success: true, score: 0.9, action: 'kayit' });
    expect(isHuman(result, 'kayit')).toBe(true);
  });

  it('rejects another key, another action, an expired token and garbage', async () => {
    expect((await new LocalVerifier('secret-b').verify(verifier.issue('kayit'), 'kayit', '')).success).toBe(false);
    expect(await verifier.verify(verifier.issue('giris'), 'kayit', '')).toMatchObject({ success: false, 'error-codes': ['action-mismatch'] });
    const old = verifier.issue('kayit', Date.now() - LOCAL_TOKEN_TTL_MS - 1);
    expect(await verifier.verify(old, 'kayit', '')).toMatchObject({ success: false, 'error-codes': ['timeout-or-duplicate'] });
    for (const token of ['', 'a.b.c', 'abc', '.']) expect((await verifier.verify(token, 'kayit', '')).success).toBe(false);
  });

  it('isHuman needs success, the same action and a score of at least 0.5', () => {
    expect(isHuman({ success: true, score: 0.5, action: 'giris' }, 'giris')).toBe(true);
    expect(isHuman({ success: true, score: 0.3, action: 'giris' }, 'giris')).toBe(false);
    expect(isHuman({ success: true, score: 0.9, action: 'kayit' }, 'giris')).toBe(false);
    expect(isHuman({ success: false, score: 0.9, action: 'giris' }, 'giris')).toBe(false);
  });

  it('a token is single-use: the replay fails with timeout-or-duplicate', async () => {
    const token = verifier.issue('giris');
    expect((await verifier.verify(token, 'giris', '')).success).toBe(true);
    expect(await verifier.verify(token, 'giris', '')).toMatchObject({ success: false, 'error-codes': ['timeout-or-duplicate'] });
    // A token refused for its action is not used up.
    const other = verifier.issue('kayit');
    expect((await verifier.verify(other, 'giris', '')).success).toBe(false);
    expect((await verifier.verify(other, 'kayit', '')).success).toBe(true);
  });

  it('MemoryUsedTokenStore forgets ids once they expire', async () => {
    const store = new MemoryUsedTokenStore();
    expect(await store.claim('a', Date.now() - 1)).toBe(true);
    expect(await store.claim('b', Date.now() + 60_000)).toBe(true);
    expect(await store.claim('b', Date.now() + 60_000)).toBe(false);
    expect(await store.claim('a', Date.now() + 60_000)).toBe(true);
  });
});
