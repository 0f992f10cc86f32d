/** The signed-in client's receipts, read again whenever `refreshKey` changes (after a purchase the plan changes). */
import { useResource } from '@aliento/core';
import { paymentsApi } from '@aliento/api-client/payments';

/** `clientId` null skips loading (only clients have receipts). */
export function useReceipts(clientId: string | null, refreshKey?: unknown) {
  return useResource(() => paymentsApi.getMyReceipts({ query: {} }), [clientId, refreshKey], { enabled: Boolean(clientId) });
}
