/**
 * Article content (markdown with or without HTML inside, as editors write it in a CMS or in our built-in articles)
 * rendered to HTML on the server and sanitised there with a maintained sanitiser (sanitize-html): only the tags and
 * attributes an article needs survive, links and images keep http(s), mailto and tel (relative too), and anything
 * that could run (scripts, event handlers, styles, frames, forms, `javascript:` URLs) is removed. The browser then
 * shows the HTML as it is.
 */
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/** One markdown reader for every article: CommonMark + GitHub's tables and strikethrough, line breaks as written. */
const markdown = new Marked({ gfm: true, breaks: false, async: false });

const ALLOWED_TAGS = [
  ...['h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code'],
  ...['ul', 'ol', 'li', 'dl', 'dt', 'dd'],
  ...['a', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'ins', 'mark', 'small', 'sub', 'sup', 'abbr', 'cite', 'q', 'span'],
  ...['img', 'figure', 'figcaption'],
  ...['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'],
];

/** Options with which `imageSrc` turns a CMS-relative image path (`/uploads/x.png`) into the CMS's absolute URL. */
export type ArticleHtmlOptions = { imageSrc?: (src: string) => string | null };

/** Strips what could run or track; keeps the structure, links and images of an article. */
export function sanitizeArticleHtml(html: string, opts: ArticleHtmlOptions = {}): string {
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      a: ['href', 'title', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
      abbr: ['title'],
      ol: ['start'],
      th: ['colspan', 'rowspan', 'scope'],
      td: ['colspan', 'rowspan'],
      '*': ['lang'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    // the page's heading is the article's title: an h1 in the content becomes its first level below
    transformTags: {
      h1: 'h2',
      a: (tagName, attribs) => {
        const external = /^https?:/i.test((attribs.href ?? '').trim());
        // another site learns nothing of the page the reader came from, and cannot reach back into it
        return { tagName, attribs: { ...attribs, rel: external ? 'noopener noreferrer' : '' } };
      },
      img: (tagName, attribs) => {
        const src = attribs.src && opts.imageSrc && /^\/(?!\/)/.test(attribs.src) ? opts.imageSrc(attribs.src) : attribs.src;
        // an image with no usable address is left out (exclusiveFilter)
        return { tagName, attribs: { ...attribs, src: src ?? '', loading: 'lazy' } };
      },
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
    nonTextTags: ['style', 'script', 'textarea', 'option', 'noscript', 'template', 'iframe', 'object'],
  });
}

/** Markdown (with any HTML an editor put in it) as sanitised HTML. */
export function articleHtml(content: string, opts: ArticleHtmlOptions = {}): string {
  const html = markdown.parse(content) as string;
  return sanitizeArticleHtml(html, opts).trim();
}
