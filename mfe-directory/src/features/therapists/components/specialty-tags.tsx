import { Badge, Flex } from '@aliento/ui';
import { useTranslation } from '@aliento/i18n';
import type { Specialty } from '@aliento/contracts/enums';
import { NS } from '../../../app/i18n';

/** Specialty codes as translated labels. */
export function SpecialtyTags({ specialties, label }: { specialties: readonly Specialty[]; label: string }) {
  const { t } = useTranslation(NS);
  return (
    <Flex as="ul" aria-label={label} wrap="wrap" gap={2} listStyleType="none" m={0} p={0}>
      {specialties.map((s) => (
        <li key={s}>
          <Badge colorPalette="brand" variant="subtle" size="md" px={2} py={1}>
            {t(`specialties.${s}`, { ns: 'common' })}
          </Badge>
        </li>
      ))}
    </Flex>
  );
}
