import type { CancellationRequest } from '@aliento/contracts/admin';
import { foldText, fullName } from '../../../lib/person-text';

/** Only a request waiting for an admin can be refunded or declined; every other status is final. */
export function isDecidable(request: Pick<CancellationRequest, 'refundStatus'>): boolean {
  return request.refundStatus === 'PENDING';
}

/** Requests whose client or therapist name contains every word of the filter text. */
export function filterRequests(requests: readonly CancellationRequest[], filter: string): CancellationRequest[] {
  const words = foldText(filter).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...requests];
  return requests.filter((r) => {
    const haystack = foldText(`${fullName(r.client)} ${fullName(r.therapist)}`);
    return words.every((w) => haystack.includes(w));
  });
}
