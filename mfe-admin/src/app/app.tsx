import { Heading, Text } from '@chakra-ui/react';
import { Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '@aliento/ui';
import { NS } from './i18n';

function Home() {
  const { t } = useTranslation(NS);
  return (
    <PageContainer>
      <Heading as="h1" size="2xl" mb={2}>{t('title')}</Heading>
      <Text color="fg.muted">{t('intro')}</Text>
    </PageContainer>
  );
}

/** The admin remote: its own routes, rendered inside the shell's tree. */
export default function App() {
  return (
    <div data-remote="admin" data-version={__APP_VERSION__}>
      <Routes>
        <Route path="*" element={<Home />} />
      </Routes>
    </div>
  );
}
