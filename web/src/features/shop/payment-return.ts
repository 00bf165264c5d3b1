import { useReturnNotice, type ReturnNotice } from '../../lib/return-notice';

const paymentKeys = ['payment', 'reason'] as const;

/** The way back from a payment not made: declined with a reason, or cancelled. */
export function usePaymentReturn(): ReturnNotice | null {
  return useReturnNotice(paymentKeys, (query) => {
    const outcome = query.get('payment');
    if (outcome === 'declined')
      return {
        severity: 'error',
        text: `The payment was declined: ${query.get('reason') || 'no reason was given'} Nothing was bought and your basket is as it was.`,
      };
    if (outcome === 'cancelled') return { severity: 'info', text: 'The payment was cancelled. Nothing was bought and your basket is as it was.' };
    return null;
  });
}
