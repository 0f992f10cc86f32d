/** Strapi Blocks to markdown, and one Strapi item to an article: the cases the recorded fixtures do not cover. */
import { blocksToMarkdown, MalformedBlocks } from '../src/cms/blocks';
import { mediaUrl, toArticle } from '../src/cms/strapi';

const opts = { imageUrl: (u: string) => `https://cms.example${u}` };
const p = (...children: unknown[]) => ({ type: 'paragraph', children });
const txt = (text: string, marks: Record<string, boolean> = {}) => ({ type: 'text', text, ...marks });

describe('blocksToMarkdown', () => {
  it('renders nested lists, heading levels, code with backticks and links with spaces', () => {
    const md = blocksToMarkdown(
      [
        { type: 'heading', level: 9, children: [txt('Fuera de rango')] },
        {
          type: 'list',
          format: 'unordered',
          children: [
            { type: 'list-item', children: [txt('uno')] },
            { type: 'list', format: 'ordered', children: [{ type: 'list-item', children: [txt('dos')] }] },
          ],
        },
        p(txt('usa '), txt('a`b', { code: true }), txt(' y '), { type: 'link', url: 'https://x.example/a b', children: [txt('enlace')] }),
        p(txt('  negrita  ', { bold: true, italic: true })),
        p(txt('- no es lista\n1. tampoco')),
      ],
      opts,
    );
    expect(md.split('\n\n')).toEqual([
      '## Fuera de rango',
      '- uno\n   1. dos',
      'usa ``a`b`` y [enlace](<https://x.example/a b>)',
      '  ***negrita***  ',
      '\\- no es lista  \n1\\. tampoco',
    ]);
  });

  it('keeps the words of block kinds it does not know and skips an image without a URL', () => {
    expect(
      blocksToMarkdown(
        [
          { type: 'callout', children: [txt('Ojo')] },
          { type: 'image', image: {}, children: [] },
        ],
        opts,
      ),
    ).toBe('Ojo');
  });

  it('throws on a structure that is not Blocks', () => {
    for (const bad of ['texto', [null], [{ type: 'paragraph', children: 'x' }], [p({ type: 'text', text: 3 })]]) {
      expect(() => blocksToMarkdown(bad, opts)).toThrow(MalformedBlocks);
    }
  });
});

describe('toArticle', () => {
  it('reads v4 media lists, numbers of minutes, and estimates a missing reading time', () => {
    const v4 = toArticle(
      {
        id: 3,
        attributes: {
          title: 'T',
          slug: 's',
          content: 'palabra '.repeat(650),
          timeToRead: null,
          image: { data: [{ id: 1, attributes: { url: '/uploads/a.png', alternativeText: null } }] },
        },
      },
      'https://cms.example/',
    );
    expect(v4.attributes).toMatchObject({
      timeToRead: '3 min',
      description: '',
      image: { data: { attributes: { url: 'https://cms.example/uploads/a.png', alternativeText: null } } },
    });
    expect(toArticle({ id: 4, title: 'T', slug: 's', timeToRead: 7, content: null }, 'https://cms.example').attributes).toMatchObject({
      timeToRead: 7,
      content: '',
    });
  });

  it('refuses what cannot be shown safely', () => {
    expect(() => toArticle({ id: '5', title: 'T', slug: 's' }, 'https://cms.example')).toThrow(/id/);
    expect(() => toArticle({ id: 5, title: 'T', slug: 'con espacios' }, 'https://cms.example')).toThrow(/slug/);
    expect(mediaUrl('javascript:alert(1)', 'https://cms.example')).toBeNull();
    expect(mediaUrl('//cdn.example/a.png', 'https://cms.example')).toBe('https://cdn.example/a.png');
  });
});
