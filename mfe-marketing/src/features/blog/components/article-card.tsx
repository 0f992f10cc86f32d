import { Box, Heading, Image, LinkBox, LinkOverlay, Text } from '@aliento/ui';
import { Link, paths } from '@aliento/core';
import { useTranslation } from '@aliento/i18n';
import type { Article } from '@aliento/contracts/articles';
import { NS } from '../i18n';
import { resolveContentUrl } from '../lib/content-url';
import { readingMinutes } from '../lib/time-to-read';

/**
 * A blog card: fixed 520 px high, a 350 x 250 image, title, time to read and description; the whole card links.
 * `first`: the list's first card, whose image is the page's largest paint: loaded at once and first, not lazily.
 */
export function ArticleCard({ article, base, first = false }: { article: Article; base: string; first?: boolean }) {
  const { t } = useTranslation(NS);
  const { title, slug, description, timeToRead, image } = article.attributes;
  const url = image?.data?.attributes.url;
  return (
    <LinkBox
      as="article"
      h="520px"
      w="full"
      maxW="350px"
      mx="auto"
      bg="white"
      borderRadius="xl"
      shadow="sm"
      overflow="hidden"
      display="flex"
      flexDirection="column"
      _hover={{ shadow: 'md' }}
      _focusWithin={{ outline: '3px solid', outlineColor: 'brand.focus' }}
    >
      <Box w="full" maxW="350px" h="250px" bg="bg.muted" flexShrink={0}>
        {url ? (
          <Image
            src={resolveContentUrl(url, base)}
            alt={image?.data?.attributes.alternativeText || t('blog.imageAlt', { title })}
            htmlWidth={350}
            htmlHeight={250}
            w="full"
            h="250px"
            objectFit="cover"
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : 'auto'}
          />
        ) : null}
      </Box>
      <Box p={5} display="flex" flexDirection="column" gap={2} overflow="hidden">
        <Heading as="h2" size="lg" lineClamp={3}>
          <LinkOverlay asChild>
            <Link to={paths.article(slug)}>{title}</Link>
          </LinkOverlay>
        </Heading>
        <Text fontSize="sm" color="accent.fg" fontWeight="semibold">
          {t('blog.timeToRead', { time: readingMinutes(timeToRead) })}
        </Text>
        <Text color="fg.muted" lineClamp={5}>
          {description}
        </Text>
      </Box>
    </LinkBox>
  );
}
