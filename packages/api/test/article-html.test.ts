/** Article content to sanitised HTML (lib/article-html): markdown, the HTML CMS editors write, and what must not pass. */
import { articleHtml } from '../src/lib/article-html';
import { toArticle } from '../src/cms/strapi';

describe('articleHtml', () => {
  it('renders markdown: headings below the title, lists, quotes, tables, code', () => {
    const html = articleHtml('# Uno\n\n## Dos\n\n- a\n- **b**\n\n> cita\n\n| x | y |\n|---|---|\n| 1 | 2 |\n\n`3 < 4` y 3 < 4');
    expect(html).toContain('<h2>Uno</h2>\n<h2>Dos</h2>');
    expect(html).toContain('<li><strong>b</strong></li>');
    expect(html).toContain('<blockquote>\n<p>cita</p>\n</blockquote>');
    expect(html).toContain('<td>1</td>');
    expect(html).toContain('<code>3 &lt; 4</code> y 3 &lt; 4');
  });

  it('keeps the HTML a CMS editor writes: paragraphs, marks, figures, tables, links', () => {
    const html = articleHtml(
      '<p style="text-align:center" class="x">Un <u>paso</u> a la <mark>vez</mark>.</p>' +
        '<figure class="image"><img src="/uploads/calma.png" alt="Calma" width="600" onload="x()"><figcaption>Respira</figcaption></figure>' +
        '<table><tbody><tr><td colspan="2">Hoy</td></tr></tbody></table><a href="tel:988">988</a>',
      { imageSrc: (src) => `https://cms.example${src}` },
    );
    expect(html).toBe(
      '<p>Un <u>paso</u> a la <mark>vez</mark>.</p>' +
        '<figure><img src="https://cms.example/uploads/calma.png" alt="Calma" width="600" loading="lazy" /><figcaption>Respira</figcaption></figure>' +
        '<table><tbody><tr><td colspan="2">Hoy</td></tr></tbody></table><a href="tel:988">988</a>',
    );
  });

  it('removes what could run, frame, track or mislead, however it is spelled', () => {
    const html = articleHtml(
      [
        '<script>alert(1)</script><style>body{display:none}</style><iframe src="https://x.example"></iframe>',
        '<img src=x onerror=alert(1)><img src="data:image/svg+xml;base64,AA"><img src="//tracker.example/p.gif">',
        '<a href="JaVaScRiPt:alert(1)">a</a><a href="java\tscript:alert(1)">b</a><a href="vbscript:x">c</a>',
        '<form action="https://x.example"><input name="password"></form><svg><a xlink:href="javascript:x">d</a></svg>',
        '[e](javascript:alert(1)) ![f](data:text/html;base64,xx) <object data="x.swf"></object><base href="https://x.example/">',
      ].join('\n\n'),
    );
    expect(html).not.toMatch(/<script|<style|<iframe|<form|<input|<svg|<object|<base|onerror|javascript|vbscript|data:|tracker/i);
    expect(html).toContain('<a>a</a><a>b</a><a>c</a>');
  });

  it('marks links to other sites so they learn nothing of the page they came from', () => {
    expect(articleHtml('[Línea 988](https://988lifeline.org/es/) [contacto](/contact) [correo](mailto:hola@aliento.example)')).toBe(
      '<p><a href="https://988lifeline.org/es/" rel="noopener noreferrer">Línea 988</a> <a href="/contact">contacto</a> <a href="mailto:hola@aliento.example">correo</a></p>',
    );
  });
});

describe('a CMS article written in HTML', () => {
  it('is answered as the same sanitised HTML, with its images made absolute and its reading time counted in words', () => {
    const words = '<p>' + 'palabra '.repeat(400) + '</p>';
    const article = toArticle(
      { id: 7, title: 'Hola', slug: 'hola', content: `<h1>Hola</h1>${words}<p><img src="/uploads/a.png" alt=""></p><script>x()</script>` },
      'https://cms.example',
    );
    expect(article.attributes.timeToRead).toBe('2 min');
    expect(article.attributes.html).toMatch(
      /^<h2>Hola<\/h2><p>(palabra ){400}<\/p><p><img src="https:\/\/cms\.example\/uploads\/a\.png" alt="" loading="lazy" \/><\/p>$/,
    );
  });
});
