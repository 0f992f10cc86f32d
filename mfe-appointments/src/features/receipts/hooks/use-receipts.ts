/**
 * The signed-in client's receipts, read again whenever `refreshKey` changes (after a purchase the plan changes). The
 * key's first value (the plan as the page first reads it) is no change: the receipts read meanwhile are current.
 */
import { useState } from 'react';
import { useResource } from '@aliento/core';
import { paymentsApi } from '@aliento/api-client/payments';

/** How many receipts the page lists (the API's default, said in the URL: the shell starts this call early by it). */
export const RECEIPTS_SHOWN = 50;

/** `clientId` null skips loading (only clients have receipts). */
export function useReceipts(clientId: string | null, refreshKey?: unknown) {
  const [previousKey, setPreviousKey] = useState(refreshKey);
  const [generation, setGeneration] = useState(0);
  if (refreshKey !== previousKey) {
    setPreviousKey(refreshKey);
    if (previousKey !== undefined && refreshKey !== undefined) setGeneration((g) => g + 1);
  }
  return useResource(() => paymentsApi.getMyReceipts({ query: { limit: RECEIPTS_SHOWN } }), [clientId, generation], { enabled: Boolean(clientId) });
}
