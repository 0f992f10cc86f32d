/** Markdown from editors (built-in articles or the CMS) made safe to render. */

const SAFE_URL = /^(https?:|mailto:|tel:|#|\/(?!\/)|\.{0,2}\/|[^:/?#]*(?:[/?#]|$))/i;

/** Neutralises a link destination that is not http(s), mailto, tel or relative (javascript:, data:, vbscript: ...). */
function safeUrl(url: string): string {
  // control characters and whitespace inside a scheme are ignored by browsers ("java\tscript:")
  const compact = url.replace(/[\u0000-\u0020\u007f]/g, '');
  return SAFE_URL.test(compact) ? url : '#';
}

/**
 * Makes markdown safe to render even by a renderer that allows HTML: raw HTML outside code is escaped (so it
 * shows as text) and link or image destinations with a dangerous scheme become `#`.
 */
export function sanitizeMarkdown(markdown: string): string {
  return markdown
    .split(/(^```[^\n]*\n[\s\S]*?^```[ \t]*$)/m)
    .map((part, i) => {
      if (i % 2 === 1) return part; // fenced code is shown verbatim by every renderer
      return part
        .replace(/<(?=[A-Za-z!?/])/g, '&lt;')
        .replace(/(\]\(\s*<?)([^)>\n]*)/g, (_m, open: string, url: string) => open + safeUrl(url))
        .replace(/^(\s{0,3}\[[^\]\n]+\]:\s*<?)(\S+?)(>?(?:\s|$))/gm, (_m, open: string, url: string, close: string) => open + safeUrl(url) + close);
    })
    .join('');
}
