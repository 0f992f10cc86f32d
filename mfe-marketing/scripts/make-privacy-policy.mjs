/**
 * Generates src/assets/privacy-policy-es.pdf and privacy-policy-en.pdf, the privacy policy shown in the marketing
 * site's modal, one document per language (a reader opens only their own). Run:
 * node mfe-marketing/scripts/make-privacy-policy.mjs. The output is committed; re-run after editing the text below.
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

const UPDATED = { es: '1 de junio de 2025', en: 'June 1, 2025' };
const CONTACT = 'privacidad@aliento.app';

/** Each section: [heading, paragraphs...]. Bullets start with '• '. */
const es = {
  title: 'Política de privacidad de Aliento',
  updated: `Última actualización: ${UPDATED.es}`,
  sections: [
    [
      'Quiénes somos',
      'Aliento es una plataforma en línea que conecta a personas y parejas de la comunidad latina con terapeutas aprobados para sesiones por video de 45 minutos, en español o en inglés. Esta política explica qué datos recogemos, para qué los usamos, con quién los compartimos y qué derechos tienes. Al usar Aliento aceptas esta política; si no estás de acuerdo, no uses el servicio.',
    ],
    [
      'Qué datos recogemos',
      '• Datos de cuenta: nombre, apellido, correo electrónico, número de teléfono y contraseña (guardada solo como huella cifrada, nunca en texto).',
      '• Datos para encontrar a tu terapeuta: tipo de terapia, rango de edad, cómo nos conociste y tus preferencias (género del terapeuta, experiencia LGBTQ, orientación espiritual y país de origen).',
      '• Datos de terapeutas y solicitantes: nacionalidad, género, años de experiencia, especialidades, certificaciones, número de WhatsApp, redes profesionales, foto de perfil y texto de presentación.',
      '• Datos de uso del servicio: citas reservadas, créditos de sesión, solicitudes de cancelación y favoritos.',
      '• Mensajes que nos envías por el formulario de contacto o de solicitud.',
      '• Datos técnicos: dirección IP, tipo de navegador e idioma, que usamos para la seguridad y, solo si está activada, la medición anónima de visitas.',
    ],
    [
      'Para qué los usamos',
      'Usamos tus datos para crear y proteger tu cuenta, mostrarte terapeutas acordes a tus preferencias, reservar y gestionar tus sesiones, procesar pagos, responder tus mensajes, revisar las solicitudes de terapeutas y cumplir obligaciones legales. No vendemos tus datos ni los usamos para publicidad de terceros. No tomamos decisiones clínicas automatizadas: tú eliges a tu terapeuta.',
    ],
    [
      'Pagos',
      'Los pagos con tarjeta los procesa un proveedor de pagos certificado (PCI DSS). Aliento no ve ni guarda el número completo de tu tarjeta: solo recibimos una confirmación del pago, el plan comprado y el importe, que guardamos como comprobante.',
    ],
    [
      'Sesiones por video',
      'Las sesiones se realizan en salas de video con nombres únicos y difíciles de adivinar, creadas para cada cita. Aliento no graba las sesiones ni guarda su audio o video. Te recomendamos conectarte desde un lugar privado. Lo que hablas con tu terapeuta está protegido por su deber profesional de confidencialidad.',
    ],
    [
      'Con quién compartimos datos',
      'Tu terapeuta ve tu nombre, tu correo y los datos de tus citas con él o ella. Compartimos lo mínimo necesario con proveedores que nos ayudan a operar (alojamiento, correo electrónico, pagos, videollamadas y agenda), que deben protegerlo y usarlo solo para prestarnos el servicio. Solo revelamos datos a una autoridad cuando la ley nos obliga o cuando hay un riesgo grave e inminente para la vida de una persona.',
    ],
    [
      'Cuánto tiempo los guardamos',
      'Guardamos los datos de tu cuenta mientras esté activa. Si la cierras, borramos o anonimizamos tus datos en un plazo de 90 días, salvo los registros de pagos y citas que la ley nos obliga a conservar (hasta 7 años). Las solicitudes de terapeutas que no se aprueban se borran después de 12 meses. Los mensajes de contacto se borran después de 24 meses.',
    ],
    [
      'Seguridad',
      'Usamos conexiones cifradas (HTTPS), contraseñas con huella cifrada, accesos limitados por rol y registros de actividad. Ningún sistema es totalmente infalible; si ocurre un incidente que afecte tus datos, te avisaremos como lo exige la ley.',
    ],
    [
      'Tus derechos',
      'Puedes pedir una copia de tus datos, corregirlos, borrarlos, limitar su uso u oponerte a él, y retirar tu consentimiento en cualquier momento. Puedes editar tu perfil desde la configuración de tu cuenta. Para lo demás, escríbenos y te responderemos en un máximo de 30 días. No te trataremos de forma distinta por ejercer tus derechos.',
    ],
    [
      'Menores de edad',
      'Las cuentas son para personas mayores de 18 años. La terapia para menores requiere la participación y el consentimiento de su madre, padre o tutor legal. Los terapeutas solicitantes deben ser mayores de 18 años.',
    ],
    [
      'Emergencias',
      'Aliento no es un servicio de emergencias. Si tu vida o la de otra persona está en peligro, llama al 911. Para apoyo emocional en crisis, llama o escribe al 988 (marca 2 para español).',
    ],
    [
      'Cambios y contacto',
      `Si cambiamos esta política, publicaremos la nueva versión con su fecha y, si el cambio es importante, te avisaremos por correo. Para cualquier pregunta o para ejercer tus derechos, escríbenos a ${CONTACT} o usa el formulario de contacto del sitio.`,
    ],
  ],
};

const en = {
  title: 'Aliento Privacy Policy',
  updated: `Last updated: ${UPDATED.en}`,
  sections: [
    [
      'Who we are',
      'Aliento is an online platform that connects individuals and couples in the Latino community with approved therapists for 45-minute video sessions, in Spanish or English. This policy explains what data we collect, why we use it, who we share it with and what rights you have. By using Aliento you accept this policy; if you do not agree, please do not use the service.',
    ],
    [
      'What data we collect',
      '• Account data: first and last name, email address, phone number and password (stored only as a secure hash, never as text).',
      '• Data used to match you with a therapist: type of therapy, age range, how you heard about us and your preferences (therapist gender, LGBTQ experience, spiritual orientation and country of origin).',
      '• Therapist and applicant data: nationality, gender, years of experience, specialties, certifications, WhatsApp number, professional social links, profile photo and introduction.',
      '• Service data: booked appointments, session credits, cancellation requests and favorites.',
      '• Messages you send us through the contact or application forms.',
      '• Technical data: IP address, browser type and language, used for security and, only when enabled, anonymous visit measurement.',
    ],
    [
      'How we use it',
      'We use your data to create and protect your account, show you therapists who fit your preferences, book and manage your sessions, process payments, answer your messages, review therapist applications and meet legal obligations. We do not sell your data or use it for third-party advertising. We make no automated clinical decisions: you choose your therapist.',
    ],
    [
      'Payments',
      'Card payments are processed by a certified payment processor (PCI DSS). Aliento never sees or stores your full card number: we only receive a payment confirmation, the plan purchased and the amount, which we keep as a record.',
    ],
    [
      'Video sessions',
      'Sessions take place in video rooms with unique, hard-to-guess names created for each appointment. Aliento does not record sessions or store their audio or video. We recommend joining from a private place. What you discuss with your therapist is protected by their professional duty of confidentiality.',
    ],
    [
      'Who we share data with',
      'Your therapist sees your name, email and the details of your appointments with them. We share the minimum necessary with providers who help us operate (hosting, email, payments, video calls and scheduling), who must protect it and use it only to provide their service to us. We disclose data to authorities only when the law requires it or when there is a serious and imminent risk to someone\u2019s life.',
    ],
    [
      'How long we keep it',
      'We keep your account data while your account is active. If you close it, we delete or anonymize your data within 90 days, except payment and appointment records the law requires us to keep (up to 7 years). Therapist applications that are not approved are deleted after 12 months. Contact messages are deleted after 24 months.',
    ],
    [
      'Security',
      'We use encrypted connections (HTTPS), hashed passwords, role-based access and activity logs. No system is completely foolproof; if an incident affects your data, we will notify you as the law requires.',
    ],
    [
      'Your rights',
      'You may request a copy of your data, correct it, delete it, restrict or object to its use, and withdraw your consent at any time. You can edit your profile from your account settings. For anything else, write to us and we will reply within 30 days. We will not treat you differently for exercising your rights.',
    ],
    [
      'Minors',
      'Accounts are for people over 18. Therapy for minors requires the participation and consent of a parent or legal guardian. Therapist applicants must be over 18.',
    ],
    [
      'Emergencies',
      'Aliento is not an emergency service. If your life or someone else\u2019s is in danger, call 911. For emotional support in a crisis, call or text the 988 Suicide & Crisis Lifeline (press 2 for Spanish).',
    ],
    [
      'Changes and contact',
      `If we change this policy, we will publish the new version with its date and, if the change is significant, let you know by email. For any question or to exercise your rights, write to ${CONTACT} or use the contact form on our site.`,
    ],
  ],
};

const PAGE = { width: 612, height: 792 }; // US Letter
const MARGIN = 60;
const TEAL = rgb(0.043, 0.322, 0.31);
const TEXT = rgb(0.12, 0.16, 0.16);

async function write(lang, doc) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(doc.title);
  pdf.setAuthor('Aliento');
  pdf.setLanguage(lang === 'es' ? 'es' : 'en-US');
  pdf.setCreationDate(new Date('2025-06-01T00:00:00Z'));
  pdf.setModificationDate(new Date('2025-06-01T00:00:00Z'));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const maxWidth = PAGE.width - MARGIN * 2;

  let page;
  let y = 0;
  const newPage = () => {
    page = pdf.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - MARGIN;
  };
  const wrap = (text, font, size, width) => {
    const lines = [];
    let line = '';
    for (const word of text.split(/\s+/)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > width && line) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
    return lines;
  };
  const write = (text, { font = regular, size = 10.5, color = TEXT, gap = 6, indent = 0 } = {}) => {
    const lines = wrap(text, font, size, maxWidth - indent);
    const lh = size * 1.4;
    for (const line of lines) {
      if (y - lh < MARGIN) newPage();
      page.drawText(line, { x: MARGIN + indent, y: y - size, size, font, color });
      y -= lh;
    }
    y -= gap;
  };
  const section = (doc) => {
    newPage();
    write(doc.title, { font: bold, size: 20, color: TEAL, gap: 4 });
    write(doc.updated, { size: 9.5, gap: 14 });
    for (const [heading, ...paras] of doc.sections) {
      if (y - 60 < MARGIN) newPage();
      write(heading, { font: bold, size: 12.5, color: TEAL, gap: 4 });
      for (const p of paras) {
        const bullet = p.startsWith('• ');
        write(p, { indent: bullet ? 10 : 0, gap: bullet ? 3 : 8 });
      }
      y -= 4;
    }
  };
  section(doc);
  const pages = pdf.getPages();
  pages.forEach((p, i) => {
    const label = `Aliento · ${i + 1} / ${pages.length}`;
    p.drawText(label, { x: PAGE.width - MARGIN - regular.widthOfTextAtSize(label, 8.5), y: 30, size: 8.5, font: regular, color: TEAL });
  });
  if (pages.length > 3) throw new Error(`the ${lang} privacy policy has ${pages.length} pages; keep it at 3 or fewer`);
  const bytes = await pdf.save({ useObjectStreams: true });
  const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src', 'assets', `privacy-policy-${lang}.pdf`);
  await writeFile(out, bytes);
  console.log(`wrote ${out}: ${pages.length} pages, ${bytes.length} bytes`);
}

await write('es', es);
await write('en', en);
