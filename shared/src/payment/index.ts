/**
 * `@skiclub/shared/payment`: card payments through the bank's 3D Secure gateway (member spec §2,
 * §4, §5, §7, §8), for camp fees and shop orders alike: the card form's schema and rules
 * (card.ts), the hidden gateway form (gateway.ts), the start flow (usePaymentStart.ts) and the
 * card form itself.
 */
export * from './card';
export * from './gateway';
export * from './usePaymentStart';
export * from './PaymentCardForm';
export * from './PaymentOpening';
export * from './result';
