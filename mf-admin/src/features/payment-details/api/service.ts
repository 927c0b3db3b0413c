import { paymentDetailSchema, type PaymentDetail, type PaymentDetailInput } from '@skiclub/shared/schemas/admin';
import { createCrudService } from '../../crud/api/createCrudService';

/**
 * Payment details on the API (admin spec §3, §7): GET /api/odemedetay (whole list, paged on the
 * client), POST /api/odemedetay, POST /api/odemedetay/{id}, DELETE /api/odemedetay/{id}; every
 * save carries a fresh token for the action 'odemedetay'. Rows carry the camp's and user's names.
 */
export const paymentDetailService = createCrudService<PaymentDetail, PaymentDetailInput>({
  url: '/api/odemedetay',
  rowSchema: paymentDetailSchema,
  captchaAction: 'odemedetay',
});
