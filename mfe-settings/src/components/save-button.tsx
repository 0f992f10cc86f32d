import { Button, type ButtonProps } from '@aliento/ui';
import { useTranslation } from '@aliento/i18n';
import { NS } from '../app/i18n';

/** The submit button of every settings form: full width on phones, 44 px tall, shows progress while saving. */
export function SaveButton({ saving, children, ...rest }: ButtonProps & { saving: boolean }) {
  const { t } = useTranslation(NS);
  return (
    <Button type="submit" colorPalette="brand" minH="44px" w={{ base: 'full', md: 'auto' }} loading={saving} loadingText={t('saving')} {...rest}>
      {children ?? t('save')}
    </Button>
  );
}
