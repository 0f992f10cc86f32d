/**
 * The throwaway Strapi 5 project of strapi-fixtures.mjs: its package.json and config, the `articles` content type
 * (as the README documents it), the sample articles and a generated PNG. Kept apart so the recorder stays readable.
 */
import { deflateSync } from 'node:zlib';

export const STRAPI_VERSION = '5.54.0';

/** Files of a minimal JavaScript Strapi project (no admin panel build: everything goes through the HTTP API). */
export function projectFiles() {
  const controller = (kind) =>
    `'use strict';\nconst { factories } = require('@strapi/strapi');\nmodule.exports = factories.createCore${kind}('api::article.article');\n`;
  return {
    'package.json': JSON.stringify(
      {
        name: 'aliento-strapi-fixtures',
        private: true,
        version: '0.0.0',
        dependencies: {
          '@strapi/strapi': STRAPI_VERSION,
          '@strapi/plugin-users-permissions': STRAPI_VERSION,
          'better-sqlite3': '12.8.0',
          react: '18.3.1',
          'react-dom': '18.3.1',
          'react-router-dom': '6.30.3',
          'styled-components': '6.1.19',
        },
      },
      null,
      2,
    ),
    'config/server.js': "module.exports = ({ env }) => ({ host: env('HOST'), port: env.int('PORT'), app: { keys: env.array('APP_KEYS') } });\n",
    'config/database.js':
      "const path = require('path');\nmodule.exports = () => ({ connection: { client: 'sqlite', connection: { filename: path.join(__dirname, '..', '.tmp', 'data.db') }, useNullAsDefault: true } });\n",
    'config/admin.js': `module.exports = ({ env }) => ({
  serveAdminPanel: false,
  auth: { secret: env('ADMIN_JWT_SECRET') },
  apiToken: { salt: env('API_TOKEN_SALT') },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: env('ENCRYPTION_KEY') },
});\n`,
    'config/api.js': 'module.exports = { rest: { defaultLimit: 25, maxLimit: 100, withCount: true } };\n',
    'config/middlewares.js':
      "module.exports = ['strapi::logger', 'strapi::errors', 'strapi::security', 'strapi::cors', 'strapi::poweredBy', 'strapi::query', 'strapi::body', 'strapi::session', 'strapi::favicon', 'strapi::public'];\n",
    'config/plugins.js': "module.exports = ({ env }) => ({ 'users-permissions': { config: { jwtSecret: env('JWT_SECRET') } } });\n",
    'src/index.js': "'use strict';\nmodule.exports = { register() {}, bootstrap() {} };\n",
    'src/api/article/controllers/article.js': controller('Controller'),
    'src/api/article/routes/article.js': controller('Router'),
    'src/api/article/services/article.js': controller('Service'),
    'public/robots.txt': 'User-agent: *\nDisallow: /\n',
  };
}

const localized = { pluginOptions: { i18n: { localized: true } } };

/** The `articles` collection; `content` is "richtext" (Markdown) or "blocks" (Strapi 5's editor). */
export function articleSchema(content) {
  return {
    kind: 'collectionType',
    collectionName: 'articles',
    info: { singularName: 'article', pluralName: 'articles', displayName: 'Article' },
    options: { draftAndPublish: true },
    ...localized,
    attributes: {
      title: { type: 'string', required: true, ...localized },
      // one slug for every language of an article: /blog/<slug> shows the reader's language
      slug: { type: 'uid', targetField: 'title', required: true, pluginOptions: { i18n: { localized: false } } },
      description: { type: 'text', ...localized },
      timeToRead: { type: 'string', ...localized },
      content: { type: content, ...localized },
      image: { type: 'media', multiple: false, allowedTypes: ['images'], pluginOptions: { i18n: { localized: false } } },
    },
  };
}

export const MARKDOWN_ARTICLES = [
  {
    slug: 'respirar-ante-la-ansiedad',
    es: {
      title: 'Respirar ante la ansiedad',
      description: 'Tres ejercicios breves para los momentos difíciles.',
      timeToRead: '5 min',
      content:
        '## Respiración 4-6\n\nInhala en **4 tiempos** y exhala en 6.\n\n- Siéntate cómodo\n- Repite cinco veces\n\n![Ventana abierta](/uploads/respirar.png)\n\n[Habla con alguien](/contact)',
    },
    en: {
      title: 'Breathing through anxiety',
      description: 'Three short exercises for hard moments.',
      timeToRead: '5 min',
      content:
        '## 4-6 breathing\n\nBreathe in for **4 counts** and out for 6.\n\n- Sit comfortably\n- Repeat five times\n\n[Talk to someone](/contact)',
    },
  },
  {
    slug: 'pedir-ayuda-no-es-debilidad',
    es: {
      title: 'Pedir ayuda no es debilidad',
      description: 'Por qué buscar terapia es un acto de cuidado.',
      timeToRead: '4',
      content:
        'Buscar apoyo es una decisión valiente.\n\n> Nadie tiene que cargar todo solo.\n\n<script>alert(1)</script> [raro](javascript:alert(1))',
    },
  },
  {
    slug: 'dormir-mejor',
    es: {
      title: 'Dormir mejor',
      description: 'Hábitos sencillos para descansar.',
      timeToRead: '3 min',
      content: '1. Misma hora cada día\n2. Pantallas fuera de la cama',
    },
    en: {
      title: 'Sleeping better',
      description: 'Simple habits for rest.',
      timeToRead: '3 min',
      content: '1. Same time every day\n2. Screens out of bed',
    },
  },
];

const text = (t, marks = {}) => ({ type: 'text', text: t, ...marks });

/** An article written in the Blocks editor, using the uploaded `image` inside the content too. */
export function BLOCKS_ARTICLE(image) {
  const blocks = (lang) => [
    { type: 'heading', level: 2, children: [text(lang === 'es' ? 'Pequeños pasos' : 'Small steps')] },
    {
      type: 'paragraph',
      children: [
        text(lang === 'es' ? 'Cuando todo pesa, ' : 'When everything feels heavy, '),
        text(lang === 'es' ? 'empieza por algo pequeño' : 'start with something small', { bold: true }),
        text('. '),
        { type: 'link', url: 'https://988lifeline.org/es/', children: [text(lang === 'es' ? 'Línea 988' : '988 Lifeline')] },
        text(' · 5 * 3 _no_ <b>es</b> [x]', { italic: true }),
      ],
    },
    {
      type: 'list',
      format: 'unordered',
      children: [
        { type: 'list-item', children: [text(lang === 'es' ? 'Camina diez minutos' : 'Walk for ten minutes')] },
        { type: 'list-item', children: [text(lang === 'es' ? 'Escribe tres cosas' : 'Write down three things'), text(' hoy', { code: true })] },
      ],
    },
    {
      type: 'list',
      format: 'ordered',
      children: [
        { type: 'list-item', children: [text('Uno')] },
        { type: 'list-item', children: [text('Dos')] },
      ],
    },
    { type: 'quote', children: [text(lang === 'es' ? 'Un día a la vez.' : 'One day at a time.')] },
    { type: 'code', children: [text('inhala(4)\nexhala(6)')] },
    { type: 'image', image, children: [text('')] },
    { type: 'paragraph', children: [{ type: 'link', url: 'mailto:hola@aliento.example', children: [text('hola@aliento.example')] }] },
  ];
  return {
    slug: 'pequenos-pasos',
    es: { title: 'Pequeños pasos', description: 'Escrito con el editor de bloques.', timeToRead: '2 min', content: blocks('es') },
    en: { title: 'Small steps', description: 'Written with the Blocks editor.', timeToRead: '2 min', content: blocks('en') },
  };
}

function crc32(buf) {
  let c = ~0;
  for (const b of buf) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

/** A `width` x `height` RGB PNG with a soft teal gradient (big enough for Strapi to make a thumbnail). */
export function pngImage(width, height) {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) raw.set([15 + (x % 64), 118, 110 + (y % 64)], row + 1 + x * 3);
  }
  const chunk = (type, data) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
