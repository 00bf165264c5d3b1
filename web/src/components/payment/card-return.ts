import { useReturnNotice, type ReturnNotice } from '../../lib/return-notice';

const cardKeys = ['card', 'reason'] as const;

/** The way back from the page where a card is saved. */
export function useCardReturn(): ReturnNotice | null {
  return useReturnNotice(cardKeys, (query) => {
    const outcome = query.get('card');
    if (outcome === 'saved') return { severity: 'success', text: 'Your new card is saved.' };
    if (outcome === 'declined') return { severity: 'error', text: `The card was not saved: ${query.get('reason') || 'no reason was given'}` };
    if (outcome === 'cancelled') return { severity: 'info', text: 'The card was not changed.' };
    return null;
  });
}
