import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  accommodationOptionResource,
  accommodationTypeResource,
  campResource,
  categoryResource,
  cityResource,
  countryResource,
  defineAdminResource,
  discountCodeResource,
  feeTypeResource,
  galleryResource,
  genderResource,
  hotelResource,
  paymentDetailResource,
  roomTypeResource,
  skillLevelResource,
  variantTypeResource,
} from '.';

describe('defineAdminResource', () => {
  const item = z.object({ id: z.string(), ad: z.string() });
  const payload = z.object({ ad: z.string() });

  it('returns the declaration frozen, updated with POST /{id} unless it says otherwise', () => {
    const contract = defineAdminResource({ path: '/api/deneme', item, payload, verificationAction: 'deneme' });
    expect(contract).toEqual({ path: '/api/deneme', item, payload, verificationAction: 'deneme', update: 'POST /{id}' });
    expect(Object.isFrozen(contract)).toBe(true);
    expect(defineAdminResource({ path: '/api/deneme', item, payload, verificationAction: 'deneme', update: 'PUT' }).update).toBe('PUT');
  });

  it('declares each collection with the action of admin spec §3 and the update verb of admin spec §7', () => {
    const declared = [
      countryResource,
      cityResource,
      hotelResource,
      roomTypeResource,
      accommodationTypeResource,
      feeTypeResource,
      genderResource,
      skillLevelResource,
      discountCodeResource,
      campResource,
      accommodationOptionResource,
      paymentDetailResource,
      categoryResource,
      variantTypeResource,
      galleryResource,
    ].map(({ path, verificationAction, update }) => [path, verificationAction, update]);
    expect(declared).toEqual([
      ['/api/ulke', 'ulke', 'POST /{id}'],
      ['/api/sehir', 'sehir', 'POST /{id}'],
      ['/api/otel', 'otel', 'POST /{id}'],
      ['/api/odatipi', 'odatipi', 'POST /{id}'],
      ['/api/KonaklamaTipi', 'konaklamatipi', 'POST /{id}'],
      ['/api/kampucrettipi', 'kampucrettipi', 'POST /{id}'],
      ['/api/cinsiyet', 'cinsiyet', 'PUT'],
      ['/api/kaymaseviyesi', 'kaymaseviyesi', 'POST /{id}'],
      ['/api/ekipindirimikodu', 'ekipindirimikodu', 'PUT'],
      ['/api/kamp', 'kampyonetim', 'PUT'],
      ['/api/konaklamasecenegi', 'konaklamasecenegi', 'POST /{id}'],
      ['/api/odemedetay', 'odemedetay', 'POST /{id}'],
      ['/api/urunkategori', 'urunkategori', 'PUT /{id}'],
      ['/api/urunvaryanttipi', 'urunvaryanttipi', 'PUT /{id}'],
      ['/api/galeri', 'galeri', 'PUT'],
    ]);
  });
});
