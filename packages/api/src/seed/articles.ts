/**
 * Built-in blog content: Spanish articles on mental health (with English translations) and illustrations drawn
 * as SVG in code and rendered to JPEG with sharp. Loaded by the seed; existing articles are left untouched.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Config } from '../config';
import type { Db } from '../db';
import { articleImagesDir } from '../services/articles';

/** One article in one language. */
type ArticleText = { title: string; description: string; timeToRead: string; imageAlt: string; content: string };

/** A seeded article: one slug, Spanish and English texts and an illustration. */
export type SeedArticle = { slug: string; daysAgo: number; illustration: Illustration; es: ArticleText; en: ArticleText };

type Illustration = { sky: [string, string]; accent: string; ground: string; motif: 'waves' | 'moon' | 'sprout' | 'bridge' };

const CRISIS_ES =
  '> **Si estás en crisis o piensas en hacerte daño**, llama o escribe al **988** (Línea de Prevención del Suicidio y Crisis, marca 2 para español) o al **911** si hay peligro inmediato. No tienes que esperar a una cita.';
const CRISIS_EN =
  '> **If you are in crisis or thinking about harming yourself**, call or text **988** (Suicide & Crisis Lifeline, press 2 for Spanish) or **911** if there is immediate danger. You do not have to wait for an appointment.';

export const ARTICLES: SeedArticle[] = [
  {
    slug: 'ansiedad-tecnicas-para-calmarte',
    daysAgo: 3,
    illustration: { sky: ['#ccfbf1', '#f0fdfa'], accent: '#0f766e', ground: '#5eead4', motif: 'waves' },
    es: {
      title: 'Ansiedad: cinco técnicas para calmarte cuando todo se acelera',
      description:
        'La ansiedad es una alarma del cuerpo que a veces suena de más. Estas técnicas sencillas te ayudan a bajar el volumen en el momento.',
      timeToRead: '6 min',
      imageAlt: 'Olas suaves bajo un cielo claro',
      content: `La ansiedad no es una falla de carácter: es la alarma natural del cuerpo ante un peligro. El problema aparece cuando esa alarma suena sin un peligro real, o suena tan fuerte que no te deja pensar. El corazón se acelera, la respiración se vuelve corta, aparecen tensión, mareo o un nudo en el estómago.

La buena noticia es que el cuerpo también tiene un freno. Estas técnicas lo activan.

## 1. Respiración 4-6

Inhala por la nariz contando hasta **4** y exhala lentamente por la boca contando hasta **6**. Repite durante dos o tres minutos. Una exhalación más larga que la inhalación le indica al sistema nervioso que puede relajarse.

## 2. La técnica 5-4-3-2-1

Cuando la mente corre hacia el futuro, tráela al presente con los sentidos. Nombra:

1. cinco cosas que ves,
2. cuatro que puedes tocar,
3. tres que escuchas,
4. dos que hueles,
5. una que puedes saborear.

## 3. Ponle nombre a lo que sientes

Decir en voz baja «esto es ansiedad, es incómoda pero no es peligrosa» reduce su intensidad. Nombrar una emoción le quita parte de su fuerza.

## 4. Mueve el cuerpo

Una caminata de diez minutos, estirarte o subir escaleras ayuda a gastar la energía que la ansiedad prepara para «huir». El movimiento regular también baja la ansiedad a largo plazo.

## 5. Revisa el café, el alcohol y el sueño

La cafeína y las bebidas energéticas imitan los síntomas de la ansiedad. El alcohol calma un rato, pero al día siguiente suele empeorarla. Dormir poco deja la alarma más sensible.

## ¿Cuándo pedir ayuda?

Busca a un profesional si la ansiedad dura varias semanas, si evitas lugares o personas por miedo, si tienes ataques de pánico o si afecta tu trabajo, tus estudios o tus relaciones. La terapia cognitivo-conductual tiene muy buenos resultados con la ansiedad, y hablar en tu propio idioma hace la diferencia.

${CRISIS_ES}`,
    },
    en: {
      title: 'Anxiety: five techniques to calm down when everything speeds up',
      description:
        'Anxiety is the body’s alarm, and sometimes it rings too often. These simple techniques help you turn the volume down in the moment.',
      timeToRead: '6 min',
      imageAlt: 'Gentle waves under a clear sky',
      content: `Anxiety is not a character flaw: it is the body’s natural alarm in the face of danger. The trouble starts when the alarm goes off with no real danger, or so loudly that you cannot think. Your heart races, breathing gets shallow, and you may feel tension, dizziness or a knot in your stomach.

The good news is that the body also has a brake. These techniques switch it on.

## 1. 4-6 breathing

Breathe in through your nose counting to **4** and breathe out slowly through your mouth counting to **6**. Repeat for two or three minutes. An exhale longer than the inhale tells your nervous system it can relax.

## 2. The 5-4-3-2-1 technique

When your mind races toward the future, bring it back to the present through your senses. Name:

1. five things you can see,
2. four you can touch,
3. three you can hear,
4. two you can smell,
5. one you can taste.

## 3. Name what you feel

Saying quietly “this is anxiety; it is uncomfortable but it is not dangerous” lowers its intensity. Naming an emotion takes away part of its power.

## 4. Move your body

A ten-minute walk, stretching or climbing stairs helps burn the energy anxiety prepares for “running away”. Regular movement also lowers anxiety in the long run.

## 5. Check coffee, alcohol and sleep

Caffeine and energy drinks mimic the symptoms of anxiety. Alcohol calms you for a while but often makes anxiety worse the next day. Too little sleep leaves the alarm more sensitive.

## When to ask for help

See a professional if anxiety lasts several weeks, if you avoid places or people out of fear, if you have panic attacks or if it affects your work, studies or relationships. Cognitive behavioural therapy works very well for anxiety, and speaking your own language makes a difference.

${CRISIS_EN}`,
    },
  },
  {
    slug: 'depresion-senales-y-primeros-pasos',
    daysAgo: 10,
    illustration: { sky: ['#ede9fe', '#fdf4ff'], accent: '#7c3aed', ground: '#c4b5fd', motif: 'sprout' },
    es: {
      title: 'Depresión: señales que no debes ignorar y primeros pasos',
      description: 'La tristeza pasa; la depresión se queda y lo tiñe todo. Aprende a reconocerla y qué puedes hacer hoy.',
      timeToRead: '7 min',
      imageAlt: 'Un brote verde que crece hacia la luz',
      content: `Todos tenemos días tristes. La depresión es distinta: dura **dos semanas o más**, aparece casi todos los días y cambia la forma en que piensas, sientes y funcionas. Es una condición de salud frecuente y tratable, no una debilidad ni falta de fe.

## Señales frecuentes

- Tristeza, vacío o irritabilidad la mayor parte del día.
- Perder el interés o el gusto por lo que antes disfrutabas.
- Dormir mucho más o mucho menos de lo habitual.
- Cansancio constante, aunque descanses.
- Cambios en el apetito o en el peso.
- Dificultad para concentrarte o tomar decisiones.
- Sentimientos de culpa o de no valer nada.
- Pensamientos de muerte o de que sería mejor no estar.

En nuestras comunidades la depresión muchas veces se expresa en el cuerpo: dolores de cabeza, de espalda o de estómago sin causa clara, o «nervios». También puede esconderse detrás del exceso de trabajo o del alcohol.

## Primeros pasos que ayudan

1. **Cuéntaselo a alguien de confianza.** Romper el silencio alivia y te conecta con apoyo.
2. **Haz una cosa pequeña cada día.** Una ducha, una caminata corta, llamar a alguien. La motivación suele llegar *después* de la acción, no antes.
3. **Cuida lo básico.** Horarios regulares de sueño y comida, algo de luz del sol y movimiento.
4. **Evita decisiones grandes** mientras te sientes así, si puedes esperar.
5. **Consulta a un profesional.** La psicoterapia, y en algunos casos la medicación indicada por un médico, funcionan. Cuanto antes, mejor.

## Si alguien que quieres está deprimido

Escucha sin juzgar ni dar sermones, evita frases como «échale ganas» y ofrécete a acompañarle a buscar ayuda. Preguntar directamente por pensamientos de suicidio **no** los provoca: abre la puerta para hablar.

${CRISIS_ES}`,
    },
    en: {
      title: 'Depression: signs you should not ignore and first steps',
      description: 'Sadness passes; depression stays and colours everything. Learn to recognise it and what you can do today.',
      timeToRead: '7 min',
      imageAlt: 'A green sprout growing toward the light',
      content: `Everyone has sad days. Depression is different: it lasts **two weeks or longer**, shows up nearly every day and changes how you think, feel and function. It is a common, treatable health condition, not a weakness or a lack of faith.

## Common signs

- Sadness, emptiness or irritability most of the day.
- Losing interest or pleasure in things you used to enjoy.
- Sleeping much more or much less than usual.
- Constant tiredness, even after rest.
- Changes in appetite or weight.
- Trouble concentrating or making decisions.
- Feelings of guilt or worthlessness.
- Thoughts of death or that it would be better not to be here.

In our communities depression is often felt in the body: headaches, back pain or stomach aches with no clear cause, or “nerves”. It can also hide behind overwork or alcohol.

## First steps that help

1. **Tell someone you trust.** Breaking the silence brings relief and connects you with support.
2. **Do one small thing each day.** A shower, a short walk, calling someone. Motivation usually comes *after* action, not before.
3. **Look after the basics.** Regular sleep and meal times, some sunlight and movement.
4. **Avoid big decisions** while you feel this way, if they can wait.
5. **See a professional.** Psychotherapy, and in some cases medication prescribed by a doctor, work. The sooner, the better.

## If someone you love is depressed

Listen without judging or lecturing, avoid phrases like “just try harder” and offer to go with them to find help. Asking directly about suicidal thoughts does **not** cause them: it opens the door to talk.

${CRISIS_EN}`,
    },
  },
  {
    slug: 'estres-migratorio-cuidar-tu-salud-mental',
    daysAgo: 17,
    illustration: { sky: ['#fef3c7', '#fff7ed'], accent: '#b45309', ground: '#fcd34d', motif: 'bridge' },
    es: {
      title: 'Entre dos culturas: cómo cuidar tu salud mental ante el estrés migratorio',
      description: 'Migrar implica pérdidas, adaptación y a veces miedo. Reconocer ese estrés es el primer paso para cuidarte.',
      timeToRead: '7 min',
      imageAlt: 'Un puente que une dos orillas al atardecer',
      content: `Migrar es un acto de valentía. También es una experiencia que pesa: dejas a tu familia, tu idioma, tus comidas y tus costumbres, y empiezas de nuevo en un lugar donde a veces te sientes extranjero. Los profesionales lo llaman **estrés de aculturación** o *duelo migratorio*, y es muy común.

## Cómo se manifiesta

- Nostalgia intensa y sensación de no pertenecer a ningún lado.
- Preocupación constante por la familia que se quedó o por la situación migratoria.
- Cansancio por trabajar de más o por tener que demostrar siempre tu valor.
- Tensiones en casa cuando los hijos se adaptan más rápido que los padres.
- Aislamiento por la barrera del idioma o por experiencias de discriminación.

## Lo que ayuda

### Mantén tus raíces vivas
Cocinar tus platos, escuchar tu música, celebrar tus fiestas y hablar tu idioma en casa protegen tu identidad. No tienes que elegir entre una cultura y otra: puedes tomar lo mejor de ambas.

### Construye una red
Busca comunidad: grupos de tu país, tu iglesia, asociaciones de vecinos o de padres. Una sola amistad de confianza ya marca la diferencia.

### Habla en familia
Los hijos y los padres viven la migración de forma distinta. Conversen sobre lo que cada uno extraña y lo que le entusiasma del nuevo lugar. Escucharse reduce los conflictos.

### Separa lo que controlas de lo que no
Haz una lista: trámites, aprendizaje del idioma y rutinas están en tus manos; las leyes y la economía, no. Enfoca tu energía en la primera lista.

### Pide ayuda sin vergüenza
Buscar terapia no significa estar «loco». Hablar con alguien que entiende tu cultura y tu idioma puede ayudarte a procesar las pérdidas y a recuperar tu fuerza. La terapia es confidencial.

${CRISIS_ES}`,
    },
    en: {
      title: 'Between two cultures: caring for your mental health under migration stress',
      description: 'Migrating brings loss, adaptation and sometimes fear. Recognising that stress is the first step to caring for yourself.',
      timeToRead: '7 min',
      imageAlt: 'A bridge joining two shores at sunset',
      content: `Migrating is an act of courage. It is also a heavy experience: you leave your family, your language, your food and your customs, and start over somewhere you sometimes feel like a foreigner. Professionals call this **acculturative stress** or *migratory grief*, and it is very common.

## How it shows up

- Intense homesickness and a feeling of not belonging anywhere.
- Constant worry about the family back home or about immigration status.
- Exhaustion from overworking or always having to prove your worth.
- Tension at home when children adapt faster than their parents.
- Isolation because of the language barrier or experiences of discrimination.

## What helps

### Keep your roots alive
Cooking your dishes, listening to your music, celebrating your holidays and speaking your language at home protect your identity. You do not have to choose one culture over the other: you can take the best of both.

### Build a network
Look for community: groups from your country, your church, neighbourhood or parent associations. A single trusted friendship already makes a difference.

### Talk as a family
Children and parents live migration differently. Talk about what each of you misses and what excites you about the new place. Listening to each other reduces conflict.

### Separate what you control from what you do not
Make a list: paperwork, learning the language and routines are in your hands; laws and the economy are not. Focus your energy on the first list.

### Ask for help without shame
Seeing a therapist does not mean you are “crazy”. Talking with someone who understands your culture and language can help you process your losses and regain your strength. Therapy is confidential.

${CRISIS_EN}`,
    },
  },
  {
    slug: 'dormir-mejor-higiene-del-sueno',
    daysAgo: 24,
    illustration: { sky: ['#1e3a8a', '#3b82f6'], accent: '#fde68a', ground: '#1e40af', motif: 'moon' },
    es: {
      title: 'Dormir mejor: hábitos sencillos para un descanso que sí repara',
      description: 'El sueño y el estado de ánimo van de la mano. Pequeños cambios en tu rutina pueden mejorar mucho tus noches.',
      timeToRead: '5 min',
      imageAlt: 'Luna creciente y estrellas sobre un cielo nocturno',
      content: `Dormir mal afecta el ánimo, la paciencia, la memoria y hasta las defensas. Y a la vez, la ansiedad y la depresión dificultan dormir: es un círculo. Romperlo empieza por hábitos que le enseñan al cuerpo cuándo es hora de descansar.

## Hábitos que ayudan

- **Horario fijo.** Acuéstate y levántate a la misma hora todos los días, también el fin de semana.
- **Luz de día, oscuridad de noche.** Sal a la luz natural por la mañana y baja las luces una hora antes de dormir.
- **Pantallas fuera.** Deja el celular lejos de la cama al menos 30 minutos antes de dormir. Si lo usas como despertador, ponlo boca abajo y en silencio.
- **Cafeína antes del mediodía.** El café, el té negro, los refrescos de cola y las bebidas energéticas pueden afectar tu sueño hasta ocho horas después.
- **Cenas ligeras.** Evita comidas muy pesadas o picantes y el alcohol cerca de la hora de dormir.
- **Una rutina para desconectar.** Una ducha tibia, leer algo ligero, orar o respirar despacio.
- **La cama es para dormir.** Si llevas unos 20 minutos sin dormir, levántate, haz algo tranquilo con luz tenue y vuelve cuando tengas sueño.

## Si la mente no se apaga

Escribe en un papel lo que te preocupa y una acción pequeña para mañana. Así tu mente sabe que no lo vas a olvidar y puede soltarlo por esta noche.

## Cuándo consultar

Si el insomnio dura más de tres meses, si roncas fuerte y te despiertas sin aire, o si el cansancio de día es intenso, habla con tu médico. La terapia cognitivo-conductual para el insomnio es el tratamiento de primera línea y funciona sin medicamentos.`,
    },
    en: {
      title: 'Sleep better: simple habits for truly restful nights',
      description: 'Sleep and mood go hand in hand. Small changes to your routine can make a big difference to your nights.',
      timeToRead: '5 min',
      imageAlt: 'Crescent moon and stars in a night sky',
      content: `Poor sleep affects mood, patience, memory and even your immune system. At the same time, anxiety and depression make it harder to sleep: it is a loop. Breaking it starts with habits that teach your body when it is time to rest.

## Habits that help

- **A fixed schedule.** Go to bed and get up at the same time every day, weekends included.
- **Daylight by day, darkness by night.** Get natural light in the morning and dim the lights an hour before bed.
- **Screens away.** Keep your phone away from the bed at least 30 minutes before sleeping. If it is your alarm, put it face down and on silent.
- **Caffeine before noon.** Coffee, black tea, colas and energy drinks can affect your sleep up to eight hours later.
- **Light dinners.** Avoid very heavy or spicy meals and alcohol close to bedtime.
- **A wind-down routine.** A warm shower, light reading, prayer or slow breathing.
- **Bed is for sleeping.** If you have been awake for about 20 minutes, get up, do something calm in dim light and go back when you feel sleepy.

## When your mind will not switch off

Write down what worries you and one small action for tomorrow. That way your mind knows you will not forget it and can let go for tonight.

## When to see someone

If insomnia lasts more than three months, if you snore loudly and wake up gasping, or if daytime tiredness is intense, talk to your doctor. Cognitive behavioural therapy for insomnia is the first-line treatment and works without medication.`,
    },
  },
  {
    slug: 'que-esperar-de-tu-primera-sesion-de-terapia',
    daysAgo: 31,
    illustration: { sky: ['#fce7f3', '#fff1f2'], accent: '#be185d', ground: '#f9a8d4', motif: 'waves' },
    es: {
      title: 'Qué esperar de tu primera sesión de terapia en línea',
      description: 'Dar el primer paso da nervios. Te contamos cómo es una primera sesión y cómo aprovecharla al máximo.',
      timeToRead: '5 min',
      imageAlt: 'Formas suaves en tonos rosados',
      content: `Si es tu primera vez en terapia, es normal sentir nervios o no saber qué decir. La primera sesión es sobre todo para **conocerse**: tú conoces a tu terapeuta y tu terapeuta empieza a conocer tu historia.

## Antes de la sesión

- Busca un lugar privado donde puedas hablar con tranquilidad, y usa audífonos si puedes.
- Revisa tu conexión, la cámara y el micrófono unos minutos antes.
- Anota qué te trae a terapia y qué te gustaría que cambiara. No tiene que ser perfecto.

## Durante la sesión

Tu terapeuta te preguntará qué te preocupa, cómo es tu vida diaria, tu familia y tu salud, y qué esperas del proceso. También te explicará la **confidencialidad**: lo que hablas es privado, salvo situaciones de riesgo grave que la ley obliga a atender.

Tú también puedes preguntar: cómo trabaja, cuánto suele durar un proceso, qué hacer entre sesiones. No hay preguntas tontas.

## Después de la sesión

Es normal salir con alivio, con cansancio o removido por lo que hablaste. Date un rato para ti. Pregúntate: ¿me sentí escuchado?, ¿me sentí respetado? La relación con tu terapeuta es uno de los factores que más influyen en que la terapia funcione. Si no sientes conexión después de algunas sesiones, puedes elegir a otra persona: no es un fracaso, es cuidarte.

## Recuerda

La terapia no es solo para crisis. También sirve para conocerte mejor, mejorar tus relaciones y aprender herramientas para la vida. Y en Aliento tu primera sesión es gratis.`,
    },
    en: {
      title: 'What to expect from your first online therapy session',
      description: 'Taking the first step is nerve-racking. Here is what a first session is like and how to make the most of it.',
      timeToRead: '5 min',
      imageAlt: 'Soft shapes in pink tones',
      content: `If this is your first time in therapy, it is normal to feel nervous or not know what to say. The first session is mostly about **getting to know each other**: you meet your therapist, and your therapist starts learning your story.

## Before the session

- Find a private place where you can talk calmly, and use headphones if you can.
- Check your connection, camera and microphone a few minutes before.
- Write down what brings you to therapy and what you would like to change. It does not have to be perfect.

## During the session

Your therapist will ask what worries you, what your daily life, family and health are like, and what you hope for. They will also explain **confidentiality**: what you share is private, except for situations of serious risk that the law requires them to act on.

You can ask questions too: how they work, how long therapy usually lasts, what to do between sessions. There are no silly questions.

## After the session

It is normal to leave feeling relieved, tired or stirred up by what you talked about. Give yourself some time. Ask yourself: did I feel heard? Did I feel respected? The relationship with your therapist is one of the strongest factors in whether therapy works. If you do not feel a connection after a few sessions, you can choose someone else: that is not failure, it is taking care of yourself.

## Remember

Therapy is not only for crises. It also helps you know yourself better, improve your relationships and learn tools for life. And at Aliento your first session is free.`,
    },
  },
];

function motifSvg(i: Illustration): string {
  switch (i.motif) {
    case 'waves':
      return [0, 1, 2]
        .map(
          (k) =>
            `<path d="M0 ${430 + k * 70} Q150 ${390 + k * 70} 300 ${430 + k * 70} T600 ${430 + k * 70} T900 ${430 + k * 70} T1200 ${430 + k * 70} V675 H0 Z" fill="${i.accent}" opacity="${0.25 + k * 0.2}"/>`,
        )
        .join('');
    case 'moon':
      return (
        `<circle cx="860" cy="200" r="110" fill="${i.accent}"/><circle cx="910" cy="170" r="100" fill="${i.sky[0]}"/>` +
        Array.from(
          { length: 24 },
          (_, k) => `<circle cx="${(k * 173) % 1200}" cy="${40 + ((k * 97) % 320)}" r="${2 + (k % 3)}" fill="#fff" opacity="0.8"/>`,
        ).join('') +
        `<path d="M0 560 Q300 500 600 560 T1200 540 V675 H0 Z" fill="${i.ground}"/>`
      );
    case 'sprout':
      return (
        `<circle cx="960" cy="150" r="90" fill="#fde68a" opacity="0.8"/><path d="M0 540 Q600 480 1200 540 V675 H0 Z" fill="${i.ground}"/>` +
        `<path d="M600 540 C600 460 595 400 600 330" stroke="#15803d" stroke-width="14" fill="none" stroke-linecap="round"/>` +
        `<path d="M600 420 C520 400 480 340 500 300 C560 310 600 360 600 420 Z" fill="#22c55e"/>` +
        `<path d="M602 370 C680 350 720 290 700 250 C640 262 602 310 602 370 Z" fill="#16a34a"/>`
      );
    case 'bridge':
      return (
        `<circle cx="600" cy="380" r="120" fill="#fb923c" opacity="0.7"/><path d="M0 470 H1200 V675 H0 Z" fill="${i.ground}" opacity="0.6"/>` +
        `<path d="M120 470 Q600 230 1080 470" stroke="${i.accent}" stroke-width="16" fill="none"/>` +
        `<path d="M80 470 H1120" stroke="${i.accent}" stroke-width="18"/>` +
        Array.from({ length: 9 }, (_, k) => {
          const x = 220 + k * 95;
          const t = (x - 120) / 960;
          const y = 470 - 480 * t * (1 - t); // on the arch (quadratic curve through 350 at the middle)
          return `<path d="M${x} 470 V${y.toFixed(0)}" stroke="${i.accent}" stroke-width="6"/>`;
        }).join('')
      );
  }
}

/** The SVG source of a 1200x675 article illustration. */
export function illustrationSvg(i: Illustration): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${i.sky[0]}"/><stop offset="1" stop-color="${i.sky[1]}"/></linearGradient></defs>
  <rect width="1200" height="675" fill="url(#sky)"/>
  <circle cx="180" cy="140" r="70" fill="#ffffff" opacity="0.25"/><circle cx="260" cy="120" r="50" fill="#ffffff" opacity="0.2"/>
  ${motifSvg(i)}
</svg>`;
}

/** Inserts the articles (both languages) and writes their images; existing slugs are left untouched. */
export async function seedArticles(db: Db, config: Pick<Config, 'dataDir'>): Promise<number> {
  const dir = articleImagesDir(config.dataDir);
  mkdirSync(dir, { recursive: true });
  let created = 0;
  for (const a of ARTICLES) {
    const image = `${a.slug}.jpg`;
    const path = join(dir, image);
    if (!existsSync(path))
      writeFileSync(
        path,
        await sharp(Buffer.from(illustrationSvg(a.illustration)))
          .jpeg({ quality: 80, mozjpeg: true })
          .toBuffer(),
      );
    for (const locale of ['es', 'en'] as const) {
      const t = a[locale];
      const r = await db.query(
        `INSERT INTO articles (slug, locale, title, description, time_to_read, content, image, image_alt, published_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now() - make_interval(days => $9))
         ON CONFLICT ON CONSTRAINT articles_slug_locale_key DO NOTHING`,
        [a.slug, locale, t.title, t.description, t.timeToRead, t.content, image, t.imageAlt, a.daysAgo],
      );
      created += r.rowCount;
    }
  }
  return created;
}
