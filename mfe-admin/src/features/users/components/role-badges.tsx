import { Badge } from '@aliento/ui';
import { useTranslation } from '@aliento/i18n';
import { ROLES, type Role } from '@aliento/contracts/enums';
import { NS } from '../../../app/i18n';

/** Role labels (Client, Therapist, Admin) in the page's language, in a stable order. */
export function RoleBadges({ roles }: { roles: readonly Role[] }) {
  const { t } = useTranslation(NS);
  return (
    <>
      {ROLES.filter((r) => roles.includes(r)).map((role) => (
        <Badge key={role} variant="subtle" colorPalette={role === 'ROLE_ADMIN' ? 'accent' : 'brand'}>
          {t(`roles.${role}`)}
        </Badge>
      ))}
    </>
  );
}
