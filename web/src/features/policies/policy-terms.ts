/** The refund and cancellation terms of spec §9; both policy pages use these numbers. */
export const POLICY_TERMS = {
  effectiveDate: 'January 1, 2025',
  dataRetentionDays: 30,
  trialCancelHoursBeforeEnd: 24,
  courtesyRefundHours: 48,
  priceChangeNoticeDays: 30,
  supportReplyHours: 24,
} as const;
