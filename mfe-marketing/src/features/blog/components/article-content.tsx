/**
 * An article's content: the `html` that the API rendered from the editor's markdown, Blocks or HTML and sanitised
 * with a maintained sanitiser (packages/api/src/lib/article-html.ts). The browser sanitises it once more with
 * DOMPurify, with the browser's own HTML parser, so no script, event handler, frame or javascript: URL can reach the
 * page even from an answer that did not come from our API's sanitiser. An API older than `html` sends only the
 * markdown `content`: its paragraphs are shown as plain text (readable, never markup).
 */
import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import { Box } from '@aliento/ui';

const PURIFY = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'base', 'meta', 'link'],
  FORBID_ATTR: ['style', 'class', 'id'],
};

export function ArticleContent({ html, content }: { html?: string; content: string }) {
  const safe = useMemo(() => (html === undefined ? null : DOMPurify.sanitize(html, PURIFY)), [html]);
  return (
    <Box
      className="article-content"
      fontSize="lg"
      lineHeight="1.75"
      css={{
        '& h2': { fontSize: '1.5rem', fontWeight: 'bold', mt: 8, mb: 3, color: 'brand.fg' },
        '& h3': { fontSize: '1.25rem', fontWeight: 'bold', mt: 6, mb: 2 },
        '& h4, & h5, & h6': { fontSize: '1.125rem', fontWeight: 'bold', mt: 4, mb: 2 },
        '& p': { mb: 4 },
        '& ul, & ol': { pl: 6, mb: 4 },
        '& ul': { listStyleType: 'disc' },
        '& ol': { listStyleType: 'decimal' },
        '& li': { mb: 1 },
        '& a': { color: 'brand.fg', textDecoration: 'underline' },
        '& blockquote': { borderLeftWidth: '4px', borderColor: 'accent.300', pl: 4, color: 'fg.muted', mb: 4 },
        '& img': { maxW: '100%', h: 'auto' },
        '& figure': { mb: 4 },
        '& figcaption': { fontSize: 'md', color: 'fg.muted', mt: 1 },
        '& pre': { overflowX: 'auto', bg: 'bg.subtle', p: 3, borderRadius: 'md', mb: 4, fontSize: 'md' },
        '& table': { display: 'block', overflowX: 'auto', borderCollapse: 'collapse', mb: 4 },
        '& th, & td': { borderWidth: '1px', borderColor: 'border', px: 3, py: 1, textAlign: 'start' },
        '& mark': { bg: 'accent.100', color: 'inherit' },
      }}
      {...(safe === null
        ? {
            children: content
              .split(/\n{2,}/)
              .filter((p) => p.trim())
              .map((p, i) => <p key={i}>{p}</p>),
          }
        : { dangerouslySetInnerHTML: { __html: safe } })}
    />
  );
}
