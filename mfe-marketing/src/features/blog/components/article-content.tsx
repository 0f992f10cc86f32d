/**
 * Article markdown rendered safely: raw HTML in the content is dropped (skipHtml) and the resulting tree is
 * sanitised (rehype-sanitize, GitHub's schema), so no script, event handler or javascript: URL can survive.
 */
import { Box } from '@aliento/ui';
import Markdown from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';

export function ArticleContent({ content }: { content: string }) {
  return (
    <Box
      className="article-content"
      fontSize="lg"
      lineHeight="1.75"
      css={{
        '& h2': { fontSize: '1.5rem', fontWeight: 'bold', mt: 8, mb: 3, color: 'brand.fg' },
        '& h3': { fontSize: '1.25rem', fontWeight: 'bold', mt: 6, mb: 2 },
        '& p': { mb: 4 },
        '& ul, & ol': { pl: 6, mb: 4 },
        '& ul': { listStyleType: 'disc' },
        '& ol': { listStyleType: 'decimal' },
        '& li': { mb: 1 },
        '& a': { color: 'brand.fg', textDecoration: 'underline' },
        '& blockquote': { borderLeftWidth: '4px', borderColor: 'accent.300', pl: 4, color: 'fg.muted', mb: 4 },
        '& img': { maxW: '100%', h: 'auto' },
      }}
    >
      <Markdown skipHtml rehypePlugins={[rehypeSanitize]}>
        {content}
      </Markdown>
    </Box>
  );
}
