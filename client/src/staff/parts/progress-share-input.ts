import { paymentShareLimits } from '../../../../shared/payments/payment-shares';

/**
 * The progress payment's percent field, the price book's default and a proposal's: its label, and
 * a number within the rule's limits to two decimals (as DepositShareField's percent).
 */
export const progressShareInput = {
  label: 'Progress payment at the start of installation (%)',
  type: 'number',
  inputMode: 'decimal',
  min: paymentShareLimits.progressPercent.min,
  max: paymentShareLimits.progressPercent.max,
  step: 0.01,
} as const;
