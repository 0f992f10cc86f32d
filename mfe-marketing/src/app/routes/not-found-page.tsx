import { Button, Heading, Text, VStack, PageContainer } from '@aliento/ui';
import { Link, paths } from '@aliento/core';
import { useTranslation } from '@aliento/i18n';
import { NS } from '../../features/not-found/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Any marketing path that does not exist. */
export function NotFoundPage() {
  const { t } = useTranslation(NS);
  useDocumentTitle(t('notFound.pageTitle'));
  return (
    <PageContainer py={{ base: 16, md: 24 }}>
      <VStack gap={4} textAlign="center" maxW="560px" mx="auto">
        <Heading as="h1" size="2xl" color="brand.fg">
          {t('notFound.title')}
        </Heading>
        <Text fontSize="lg">{t('notFound.body')}</Text>
        <Button asChild colorPalette="brand" size="lg" minH="48px">
          <Link to={paths.home}>{t('notFound.home')}</Link>
        </Button>
      </VStack>
    </PageContainer>
  );
}
