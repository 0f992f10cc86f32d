/**
 * Strapi 5 "Blocks" rich text rendered to markdown on the server, so every article takes the same way to the reader
 * (markdown, then sanitised HTML: lib/article-html). Text is escaped, so what an editor typed never becomes markup.
 * A structure that is not Blocks throws {@link MalformedBlocks}: the caller skips that one article.
 */

/** The content is not a Strapi Blocks document. */
export class MalformedBlocks extends Error {
  constructor(where: string) {
    super(`malformed Blocks content: ${where}`);
    this.name = 'MalformedBlocks';
  }
}

type Node = Record<string, unknown>;
/** `imageUrl` answers where the browser finds an image, or null when it cannot be shown (the block is left out). */
type Options = { imageUrl: (url: string) => string | null };

const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

function childrenOf(node: Node, where: string): Node[] {
  const c = node.children;
  if (!Array.isArray(c) || !c.every(isNode)) throw new MalformedBlocks(`${where}.children`);
  return c;
}

/** Escapes what markdown or HTML would read as syntax (`<b>` typed in a paragraph stays those three characters). */
function escapeText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/[\\`*_[\]#!~|]/g, '\\$&')
    .replace(/^(\s*)([-+>])/gm, '$1\\$2')
    .replace(/^(\s*\d+)\.(?=\s)/gm, '$1\\.');
}

/** Wraps a text in a mark, keeping surrounding spaces outside (`** hoy**` would not be bold). */
function mark(text: string, open: string, close = open): string {
  const m = /^(\s*)([\s\S]*?)(\s*)$/.exec(text) as RegExpExecArray;
  return m[2] ? `${m[1]}${open}${m[2]}${close}${m[3]}` : text;
}

function code(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((s) => s.length));
  const fence = '`'.repeat(longest + 1);
  // CommonMark drops one space on each side, which lets a code span start or end with a backtick
  return text.startsWith('`') || text.endsWith('`') ? `${fence} ${text} ${fence}` : `${fence}${text}${fence}`;
}

function inline(nodes: Node[], where: string): string {
  return nodes
    .map((n, i) => {
      const at = `${where}[${i}]`;
      if (n.type === 'link') {
        const url = typeof n.url === 'string' ? n.url.trim() : '';
        const label = inline(childrenOf(n, at), at);
        if (!url) return label;
        return `[${label}](${/[\s()<>]/.test(url) ? `<${url.replace(/[<>]/g, encodeURIComponent)}>` : url})`;
      }
      if (typeof n.text !== 'string') {
        // an inline node of a kind we do not know: keep its words
        if (Array.isArray(n.children)) return inline(childrenOf(n, at), at);
        throw new MalformedBlocks(`${at}.text`);
      }
      if (n.code === true) return code(n.text);
      let out = escapeText(n.text).replace(/\n/g, '  \n');
      if (n.italic === true) out = mark(out, '*');
      if (n.bold === true) out = mark(out, '**');
      return out;
    })
    .join('');
}

function list(node: Node, where: string, depth: number): string {
  const ordered = node.format === 'ordered';
  const indent = '   '.repeat(depth);
  let n = 0;
  return childrenOf(node, where)
    .map((item, i) => {
      const at = `${where}[${i}]`;
      if (item.type === 'list') return list(item, at, depth + 1);
      n++;
      return `${indent}${ordered ? `${n}.` : '-'} ${inline(childrenOf(item, at), at)}`;
    })
    .join('\n');
}

function block(node: Node, where: string, opts: Options): string | null {
  switch (node.type) {
    case 'heading': {
      const level = typeof node.level === 'number' && node.level >= 1 && node.level <= 6 ? Math.trunc(node.level) : 2;
      return `${'#'.repeat(level)} ${inline(childrenOf(node, where), where)}`;
    }
    case 'list':
      return list(node, where, 0);
    case 'quote':
      return inline(childrenOf(node, where), where)
        .split('\n')
        .map((l) => `> ${l}`)
        .join('\n');
    case 'code': {
      const text = childrenOf(node, where)
        .map((c) => (typeof c.text === 'string' ? c.text : ''))
        .join('');
      const language = typeof node.language === 'string' && /^[\w+-]{1,20}$/.test(node.language) ? node.language : '';
      return `\`\`\`${language}\n${text}\n\`\`\``;
    }
    case 'image': {
      const image = isNode(node.image) ? node.image : null;
      if (!image || typeof image.url !== 'string') return null;
      const alt = typeof image.alternativeText === 'string' ? image.alternativeText : '';
      const src = opts.imageUrl(image.url);
      return src ? `![${escapeText(alt)}](${src})` : null;
    }
    default: {
      // paragraph, and block kinds added by later Strapi versions: their text as a paragraph
      const text = inline(childrenOf(node, where), where);
      return text.trim() ? text : null;
    }
  }
}

/** Renders a Blocks document (the `content` array Strapi returns) to markdown. */
export function blocksToMarkdown(blocks: unknown, opts: Options): string {
  if (!Array.isArray(blocks)) throw new MalformedBlocks('content');
  return blocks
    .map((node, i) => {
      if (!isNode(node)) throw new MalformedBlocks(`content[${i}]`);
      return block(node, `content[${i}]`, opts);
    })
    .filter((s): s is string => s !== null)
    .join('\n\n');
}
