/**
 * Demo mode only (`SEED=1`, as `pnpm start` runs): `/demo/mail`, a small viewer of the outbox like Mailpit's, so a
 * person trying the demo on one machine can open the mails Aliento sent them (the link that confirms their e-mail,
 * a password reset). Never registered otherwise: it shows every mail, links included.
 */
import type { OutboxMail } from '@aliento/contracts/admin';
import type { Language } from '@aliento/contracts/enums';
import { languageFromHeader } from '@aliento/contracts/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isUuid } from '../lib/app-error';
import type { RoutePlugin } from './types';

const TEXT = {
  es: {
    title: 'Buzón de demostración',
    intro: 'Modo demostración: aquí ves los correos que Aliento envió, como si llegaran a tu bandeja. Abre uno y usa sus enlaces.',
    filter: 'Correos para',
    show: 'Mostrar',
    all: 'Ver todos',
    empty: 'Todavía no hay correos.',
    to: 'Para',
    date: 'Enviado',
    back: 'Volver al buzón',
    missing: 'Ese correo no existe.',
  },
  en: {
    title: 'Demo mailbox',
    intro: 'Demo mode: these are the mails Aliento sent, as if they reached your inbox. Open one and use its links.',
    filter: 'Mails to',
    show: 'Show',
    all: 'See all',
    empty: 'No mails yet.',
    to: 'To',
    date: 'Sent',
    back: 'Back to the mailbox',
    missing: 'That mail does not exist.',
  },
} as const;

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** The mail's text with its web addresses as links (everything else escaped). */
const linkify = (text: string) =>
  text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((part, i) => (i % 2 === 1 ? `<a href="${escape(part)}">${escape(part)}</a>` : escape(part)))
    .join('');

function page(reply: FastifyReply, lang: Language, title: string, body: string, status = 200) {
  // its own policy: no script at all, inline styles only; links carry tokens, so no referrer and no caching
  return reply.code(status).type('text/html; charset=utf-8').headers({
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
  }).send(`<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title><style>
body{font-family:system-ui,sans-serif;color:#1f2937;max-width:860px;margin:0 auto;padding:24px 16px;line-height:1.5}
a{color:#0f5f59}ul{list-style:none;padding:0}li{border-bottom:1px solid #e5e7eb;padding:12px 0}
.meta{color:#4b5563;font-size:.9em}pre{white-space:pre-wrap;word-break:break-word;font:inherit;background:#f9fafb;padding:16px;border-radius:8px}
input,button{font:inherit;padding:6px 10px;min-height:44px}
</style></head><body><main>${body}</main></body></html>`);
}

/** The page language (the browser's, from Accept-Language) and its texts. */
function textsFor(request: FastifyRequest): [Language, (typeof TEXT)[Language]] {
  const lang = languageFromHeader(request.headers['accept-language']);
  return [lang, TEXT[lang]];
}

const when = (iso: string, lang: Language) =>
  new Intl.DateTimeFormat(lang === 'en' ? 'en-US' : 'es-MX', { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(iso));

export const demoMailRoutes: RoutePlugin = async (app, { ctx }) => {
  if (!ctx.config.seed) return;

  app.get('/demo/mail', {
    config: { auth: 'public' },
    schema: { hide: true },
    handler: async (request, reply) => {
      const [lang, t] = textsFor(request);
      const to = typeof (request.query as { to?: unknown }).to === 'string' ? (request.query as { to: string }).to.slice(0, 254) : '';
      const mails = await ctx.mailer.list({ to: to || undefined, limit: 100 });
      const item = (m: OutboxMail) =>
        `<li><a href="/demo/mail/${m._id}">${escape(m.subject)}</a><div class="meta">${t.to}: ${escape(m.to)} · ${t.date}: ${when(m.createdAt, lang)}</div></li>`;
      return page(
        reply,
        lang,
        t.title,
        `<h1>${t.title}</h1><p>${t.intro}</p>
<form method="get" action="/demo/mail"><label>${t.filter} <input type="email" name="to" value="${escape(to)}"></label> <button>${t.show}</button>
${to ? ` <a href="/demo/mail">${t.all}</a>` : ''}</form>
${mails.length ? `<ul>${mails.map(item).join('')}</ul>` : `<p>${t.empty}</p>`}`,
      );
    },
  });

  app.get('/demo/mail/:id', {
    config: { auth: 'public' },
    schema: { hide: true },
    handler: async (request, reply) => {
      const [lang, t] = textsFor(request);
      const id = (request.params as { id: string }).id;
      const [mail] = isUuid(id) ? await ctx.mailer.list({ id, limit: 1 }) : [];
      const back = `<p><a href="/demo/mail">${t.back}</a></p>`;
      if (!mail) return page(reply, lang, t.title, `<h1>${t.missing}</h1>${back}`, 404);
      return page(
        reply,
        lang,
        mail.subject,
        `${back}<h1>${escape(mail.subject)}</h1>
<p class="meta">${t.to}: ${escape(mail.to)} · ${t.date}: ${when(mail.createdAt, lang)}</p><pre>${linkify(mail.text)}</pre>`,
      );
    },
  });
};
