import { Badge } from '@aliento/ui';
import { useTranslation } from '@aliento/i18n';
import type { RefundStatus } from '@aliento/contracts/enums';
import { NS } from '../../../app/i18n';

const PALETTE: Record<RefundStatus, string> = {
  NONE: 'gray',
  PENDING: 'accent',
  AUTO_REFUNDED: 'brand',
  REFUNDED: 'brand',
  CARD_REFUNDED: 'brand',
  DECLINED: 'gray',
};

export function RefundStatusBadge({ status }: { status: RefundStatus }) {
  const { t } = useTranslation(NS);
  return (
    <Badge colorPalette={PALETTE[status]} variant={status === 'PENDING' ? 'solid' : 'subtle'}>
      {t(`cancellations.statuses.${status}`)}
    </Badge>
  );
}
