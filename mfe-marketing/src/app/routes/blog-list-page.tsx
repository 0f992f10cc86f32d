/**
 * `/blog`: the article cards from our API, a page at a time ('Ver más artículos' asks for the next); blank while
 * loading, 'No posts to display.' when empty.
 */
import { Box, Button, Heading, SimpleGrid, Stack, Text, PageContainer } from '@aliento/ui';
import { useTranslation } from '@aliento/i18n';
import { NS } from '../../features/blog/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { prefetchFirstPage, useArticles } from '../../features/blog/hooks/use-articles';

/** The first page of articles is asked for as soon as this code has run (app.tsx), before the kit has loaded. */
export const prefetch = () => prefetchFirstPage();
import { ArticleCard } from '../../features/blog/components/article-card';
import { PAGE_LOADING_HEIGHT } from '../../components/chakra-page';

export default function BlogListPage() {
  const { t } = useTranslation(NS);
  useDocumentTitle(t('blog.pageTitle'));
  const state = useArticles();
  return (
    <PageContainer>
      <Heading as="h1" size="3xl" color="brand.fg">
        {t('blog.title')}
      </Heading>
      <Text mt={2} color="fg.muted" fontSize="lg">
        {t('blog.subtitle')}
      </Text>
      {/* A screen high while loading: the footer stays below the fold instead of jumping when the cards arrive. */}
      <Box mt={8} minH={state.status === 'loading' ? PAGE_LOADING_HEIGHT : '520px'} aria-busy={state.status === 'loading'} data-testid="blog-list">
        {state.status === 'error' ? <Text role="alert">{t('blog.loadError')}</Text> : null}
        {state.status === 'success' && state.articles.length === 0 ? <Text>{t('blog.empty')}</Text> : null}
        {state.status === 'success' && state.articles.length > 0 ? (
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap={6}>
            {state.articles.map((article, index) => (
              <ArticleCard key={article.id} article={article} base={state.base} first={index === 0} />
            ))}
          </SimpleGrid>
        ) : null}
        {state.hasMore ? (
          <Stack mt={8} align="center" gap={3}>
            {state.more === 'error' ? <Text role="alert">{t('blog.moreError')}</Text> : null}
            <Button minH="44px" colorPalette="brand" variant="outline" loading={state.more === 'loading'} onClick={state.loadMore}>
              {t('blog.more')}
            </Button>
          </Stack>
        ) : null}
      </Box>
    </PageContainer>
  );
}
