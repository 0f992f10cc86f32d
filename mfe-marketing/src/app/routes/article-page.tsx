/** `/blog/:slug`: title, time to read, image and the content (sanitised HTML) (loaded with this route only). */
import { Box, Button, Heading, Image, Text, PageContainer } from '@aliento/ui';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams, paths } from '@aliento/core';
import { useLanguage, useTranslation } from '@aliento/i18n';
import { NS } from '../../features/blog/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useArticle } from '../../features/blog/hooks/use-article';
import { resolveContentUrl } from '../../features/blog/lib/content-url';
import { readingMinutes } from '../../features/blog/lib/time-to-read';
import { ArticleContent } from '../../features/blog/components/article-content';
import { PAGE_LOADING_HEIGHT } from '../../components/chakra-page';

export default function ArticlePage() {
  const { t } = useTranslation(NS);
  const language = useLanguage();
  const { slug = '' } = useParams();
  const state = useArticle(slug);
  const article = state.status === 'success' ? state.data : null;
  useDocumentTitle(article ? `${article.attributes.title} · Aliento` : t('blog.pageTitle'));

  const back = (
    <Button asChild variant="ghost" colorPalette="brand" minH="44px" px={2}>
      <Link to={paths.blog}>
        <ArrowLeft aria-hidden /> {t('blog.back')}
      </Link>
    </Button>
  );

  // A screen high while loading: the footer stays below the fold instead of jumping when the article arrives.
  if (state.status === 'loading')
    return (
      <PageContainer maxW="800px" minH={PAGE_LOADING_HEIGHT} aria-busy="true">
        {null}
      </PageContainer>
    );
  if (state.status === 'error' || !article) {
    return (
      <PageContainer maxW="800px" minH="60vh">
        {back}
        <Heading as="h1" size="2xl" mt={6} color="brand.fg">
          {state.status === 'error' ? t('blog.loadError') : t('blog.notFoundTitle')}
        </Heading>
        {state.status === 'success' ? (
          <Text mt={3} fontSize="lg">
            {t('blog.notFoundBody')}
          </Text>
        ) : null}
      </PageContainer>
    );
  }

  const { title, timeToRead, image, content, html, locale } = article.attributes;
  const url = image?.data?.attributes.url;
  // not translated yet: said in the reader's language, and the article marked with its own (screen readers switch voice)
  const otherLanguage = locale && locale !== language ? locale : undefined;
  return (
    <PageContainer as="article" maxW="800px">
      {back}
      {otherLanguage ? (
        <Text mt={4} p={3} bg="bg.subtle" borderRadius="md">
          {t(`blog.onlyIn.${otherLanguage}`)}
        </Text>
      ) : null}
      <Heading lang={otherLanguage} as="h1" fontSize={{ base: '2rem', md: '2.5rem' }} lineHeight="1.2" mt={4} color="brand.fg">
        {title}
      </Heading>
      <Text mt={2} color="accent.fg" fontWeight="semibold">
        {t('blog.timeToRead', { time: readingMinutes(timeToRead) })}
      </Text>
      {url ? (
        <Box mt={6} w="full" aspectRatio="16 / 9" bg="bg.muted" borderRadius="xl" overflow="hidden">
          <Image
            src={resolveContentUrl(url, state.base)}
            alt={image?.data?.attributes.alternativeText || t('blog.imageAlt', { title })}
            htmlWidth={800}
            htmlHeight={450}
            w="full"
            h="full"
            objectFit="cover"
          />
        </Box>
      ) : null}
      <Box mt={8} lang={otherLanguage}>
        <ArticleContent html={html} content={content} />
      </Box>
    </PageContainer>
  );
}
