/** The blog texts of the marketing catalogue: they load with the page that shows them, not with the landing. */
export const es = {
  blog: {
    pageTitle: 'Blog · Aliento',
    title: 'Blog',
    subtitle: 'Ideas y herramientas para cuidar tu bienestar emocional.',
    empty: 'No hay publicaciones para mostrar.',
    loadError: 'No pudimos cargar el blog. Inténtalo de nuevo en unos minutos.',
    timeToRead: '{{time}} min de lectura',
    imageAlt: 'Imagen del artículo: {{title}}',
    back: 'Volver al blog',
    notFoundTitle: 'No encontramos este artículo',
    notFoundBody: 'Puede que lo hayamos movido o que el enlace tenga un error.',
    more: 'Ver más artículos',
    moreError: 'No pudimos cargar más artículos. Inténtalo de nuevo.',
    onlyIn: { es: 'Este artículo solo está disponible en español.', en: 'Este artículo solo está disponible en inglés.' },
  },
};

export const en: typeof es = {
  blog: {
    pageTitle: 'Blog · Aliento',
    title: 'Blog',
    subtitle: 'Ideas and tools to care for your emotional well-being.',
    empty: 'No posts to display.',
    loadError: "We couldn't load the blog. Please try again in a few minutes.",
    timeToRead: '{{time}} min read',
    imageAlt: 'Article image: {{title}}',
    back: 'Back to the blog',
    notFoundTitle: "We couldn't find this article",
    notFoundBody: 'It may have moved, or the link may contain an error.',
    more: 'See more articles',
    moreError: "We couldn't load more articles. Please try again.",
    onlyIn: { es: 'This article is only available in Spanish.', en: 'This article is only available in English.' },
  },
};
