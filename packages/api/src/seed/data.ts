/** Demo data (development only): therapists with warm Spanish and English profiles, applicants and clients. */
import type { GenderPreference, PlanCode, Specialty } from '@aliento/contracts/enums';
import type { PortraitStyle } from './portraits';

/** Password of every demo account (development only). */
export const DEMO_PASSWORD = 'Aliento-demo-2026';

/** A seeded therapist. */
export type SeedTherapist = {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  approved: boolean;
  country: string;
  experience: number;
  specialties: Specialty[];
  lgbtq: boolean;
  orientation: boolean;
  certifications: string;
  aboutEs: string;
  aboutEn: string;
  language: 'es' | 'en';
  portrait: PortraitStyle;
};

const skins = ['#f2d3b1', '#e0ac69', '#c68642', '#8d5524', '#f1c27d', '#ffdbac'];
const hairs = ['#2c1b10', '#4a2c17', '#0f0f0f', '#6b4423', '#a0522d', '#3b3024'];
const shirts = ['#0f766e', '#7c3aed', '#b45309', '#1d4ed8', '#be185d', '#15803d', '#9d174d', '#0369a1'];
const backgrounds = ['#ccfbf1', '#ede9fe', '#fef3c7', '#dbeafe', '#fce7f3', '#dcfce7', '#fee2e2', '#e0f2fe'];

function look(i: number, gender: PortraitStyle['gender'], extra: Partial<PortraitStyle> = {}): PortraitStyle {
  return {
    gender,
    skin: skins[i % skins.length],
    hair: hairs[(i * 5) % hairs.length],
    shirt: shirts[i % shirts.length],
    background: backgrounds[(i * 3) % backgrounds.length],
    variant: i % 4,
    ...extra,
  };
}

const F = 'GENDER_FEMALE' as const;
const M = 'GENDER_MALE' as const;

/** Approved therapists and the two applicants awaiting approval. */
export const THERAPISTS: SeedTherapist[] = [
  {
    email: 'terapeuta@aliento.example', firstName: 'Valentina', lastName: 'Rojas', phone: '+1 305 555 0101', approved: true,
    country: 'Colombia', experience: 9, specialties: ['ANXIETY', 'STRESS', 'DEPRESSION'], lgbtq: true, orientation: true,
    certifications: 'Licensed Mental Health Counselor (LMHC), Florida',
    aboutEs: 'Soy psicóloga colombiana y acompaño a personas que viven con ansiedad y estrés. Creo en un espacio cálido, sin juicios, donde puedas hablar en tu idioma y a tu ritmo. Juntos buscamos herramientas prácticas para tu día a día.',
    aboutEn: 'I am a Colombian psychologist who walks alongside people living with anxiety and stress. I believe in a warm, judgment-free space where you can speak in your own language and at your own pace. Together we find practical tools for everyday life.',
    language: 'es', portrait: look(0, F),
  },
  {
    email: 'mateo.hernandez@aliento.example', firstName: 'Mateo', lastName: 'Hernández', phone: '+1 213 555 0102', approved: true,
    country: 'Mexico', experience: 12, specialties: ['COUPLES_THERAPY', 'RELATIONSHIPS', 'INTIMACY_ISSUES'], lgbtq: false, orientation: true,
    certifications: 'Licensed Marriage and Family Therapist (LMFT), California',
    aboutEs: 'Trabajo con parejas que quieren volver a escucharse. Crecí entre México y Los Ángeles, y entiendo cómo la cultura y la familia moldean nuestras relaciones. Mi meta es que salgas de cada sesión con más claridad y esperanza.',
    aboutEn: 'I work with couples who want to truly hear each other again. I grew up between Mexico and Los Angeles, and I understand how culture and family shape our relationships. My goal is for you to leave every session with more clarity and hope.',
    language: 'es', portrait: look(1, M, { beard: true }),
  },
  {
    email: 'lucia.fernandez@aliento.example', firstName: 'Lucía', lastName: 'Fernández', phone: '+1 718 555 0103', approved: true,
    country: 'Dominican Republic', experience: 7, specialties: ['FAMILY_CONFLICTS', 'PARENTING_ISSUES'], lgbtq: true, orientation: false,
    certifications: 'Licensed Clinical Social Worker (LCSW), New York',
    aboutEs: 'Acompaño a madres, padres y familias que atraviesan momentos de tensión. Sé lo que es criar entre dos culturas y te ayudo a encontrar acuerdos que cuiden a todos en casa.',
    aboutEn: 'I support mothers, fathers and families going through tense times. I know what it is like to raise children between two cultures, and I help you find agreements that care for everyone at home.',
    language: 'es', portrait: look(2, F),
  },
  {
    email: 'andres.morales@aliento.example', firstName: 'Andrés', lastName: 'Morales', phone: '+1 512 555 0104', approved: true,
    country: 'Peru', experience: 15, specialties: ['ADDICTION_COPING', 'ANGER_MANAGEMENT', 'STRESS'], lgbtq: false, orientation: false,
    certifications: 'Licensed Professional Counselor (LPC), Licensed Chemical Dependency Counselor (LCDC), Texas',
    aboutEs: 'Llevo quince años acompañando procesos de recuperación. Sé que pedir ayuda cuesta, por eso cada paso cuenta. Conmigo vas a encontrar respeto, paciencia y un plan claro para avanzar.',
    aboutEn: 'For fifteen years I have walked alongside people in recovery. I know asking for help is hard, so every step counts. With me you will find respect, patience and a clear plan to move forward.',
    language: 'es', portrait: look(3, M, { glasses: true }),
  },
  {
    email: 'camila.torres@aliento.example', firstName: 'Camila', lastName: 'Torres', phone: '+1 787 555 0105', approved: true,
    country: 'Puerto Rico', experience: 5, specialties: ['DEPRESSION', 'MOTIVATION_SELF_ESTEEM', 'ANXIETY'], lgbtq: true, orientation: true,
    certifications: 'Psicóloga licenciada, Puerto Rico',
    aboutEs: 'Me apasiona ayudar a jóvenes adultos a reconectar con su valor propio. Uso terapia cognitivo-conductual con mucho cariño y humor. Aquí puedes ser tú, sin máscaras.',
    aboutEn: 'I am passionate about helping young adults reconnect with their self-worth. I use cognitive behavioral therapy with lots of care and humor. Here you can be yourself, no masks.',
    language: 'es', portrait: look(4, F, { glasses: true }),
  },
  {
    email: 'diego.castillo@aliento.example', firstName: 'Diego', lastName: 'Castillo', phone: '+1 312 555 0106', approved: true,
    country: 'Guatemala', experience: 8, specialties: ['GRIEF_LOSS_COPING', 'DEPRESSION'], lgbtq: false, orientation: true,
    certifications: 'Licensed Clinical Professional Counselor (LCPC), Illinois',
    aboutEs: 'Acompaño el duelo: la pérdida de un ser querido, de un país, de una etapa. Migré muy joven y sé que extrañar también duele. Caminemos juntos hacia la calma.',
    aboutEn: 'I accompany grief: the loss of a loved one, of a country, of a chapter of life. I migrated young and I know that missing home hurts too. Let us walk together toward calm.',
    language: 'es', portrait: look(5, M),
  },
  {
    email: 'sofia.ramirez@aliento.example', firstName: 'Sofía', lastName: 'Ramírez', phone: '+1 602 555 0107', approved: true,
    country: 'Argentina', experience: 20, specialties: ['RELATIONSHIPS', 'INTIMACY_ISSUES', 'COUPLES_THERAPY'], lgbtq: true, orientation: false,
    certifications: 'Licensed Psychologist (PhD), Arizona; Gottman Method Level 2',
    aboutEs: 'Después de veinte años de práctica sigo creyendo en la fuerza del diálogo. Trabajo con personas y parejas, incluidas parejas LGBTQ+, que buscan vínculos más sanos y honestos.',
    aboutEn: 'After twenty years of practice I still believe in the power of dialogue. I work with individuals and couples, including LGBTQ+ couples, seeking healthier and more honest bonds.',
    language: 'es', portrait: look(6, F),
  },
  {
    email: 'javier.gomez@aliento.example', firstName: 'Javier', lastName: 'Gómez', phone: '+1 646 555 0108', approved: true,
    country: 'Spain', experience: 6, specialties: ['ADHD_FOCUS', 'MOTIVATION_SELF_ESTEEM', 'STRESS'], lgbtq: true, orientation: false,
    certifications: 'Licensed Mental Health Counselor (LMHC), New York',
    aboutEs: 'Ayudo a personas con TDAH y dificultades de concentración a crear rutinas que sí funcionan. Nada de culpas: entendemos cómo funciona tu mente y diseñamos estrategias a tu medida.',
    aboutEn: 'I help people with ADHD and focus difficulties build routines that actually work. No guilt: we understand how your mind works and design strategies that fit you.',
    language: 'es', portrait: look(7, M, { beard: true, glasses: true }),
  },
  {
    email: 'isabella.vargas@aliento.example', firstName: 'Isabella', lastName: 'Vargas', phone: '+1 305 555 0109', approved: true,
    country: 'Venezuela', experience: 11, specialties: ['ANXIETY', 'SLEEPING_DISORDERS', 'STRESS'], lgbtq: false, orientation: true,
    certifications: 'Licensed Clinical Social Worker (LCSW), Florida',
    aboutEs: 'Si las preocupaciones no te dejan dormir, no estás solo. Combino técnicas de relajación, mindfulness y terapia cognitiva para que recuperes el descanso y la tranquilidad.',
    aboutEn: 'If worries keep you up at night, you are not alone. I combine relaxation techniques, mindfulness and cognitive therapy so you can get your rest and peace of mind back.',
    language: 'es', portrait: look(8, F),
  },
  {
    email: 'gabriel.mendoza@aliento.example', firstName: 'Gabriel', lastName: 'Mendoza', phone: '+1 210 555 0110', approved: true,
    country: 'El Salvador', experience: 4, specialties: ['BIPOLAR_DISORDER', 'DEPRESSION'], lgbtq: false, orientation: false,
    certifications: 'Licensed Professional Counselor (LPC), Texas',
    aboutEs: 'Acompaño a personas que viven con trastorno bipolar y a sus familias. Trabajo en equipo con tu psiquiatra para que te sientas estable, comprendido y con un plan.',
    aboutEn: 'I support people living with bipolar disorder and their families. I work as a team with your psychiatrist so you feel stable, understood and with a plan.',
    language: 'en', portrait: look(9, M),
  },
  {
    email: 'mariana.ortiz@aliento.example', firstName: 'Mariana', lastName: 'Ortiz', phone: '+1 404 555 0111', approved: true,
    country: 'Honduras', experience: 10, specialties: ['FAMILY_CONFLICTS', 'PARENTING_ISSUES', 'ANGER_MANAGEMENT'], lgbtq: true, orientation: true,
    certifications: 'Licensed Marriage and Family Therapist (LMFT), Georgia',
    aboutEs: 'Trabajo con familias y adolescentes para transformar los conflictos en conversaciones. Creo que cada familia tiene recursos propios; mi trabajo es ayudarte a verlos.',
    aboutEn: 'I work with families and teenagers to turn conflict into conversation. I believe every family has its own strengths; my job is to help you see them.',
    language: 'es', portrait: look(10, F, { glasses: true }),
  },
  {
    email: 'santiago.ruiz@aliento.example', firstName: 'Santiago', lastName: 'Ruiz', phone: '+1 702 555 0112', approved: true,
    country: 'Chile', experience: 14, specialties: ['ADDICTION_COPING', 'RELATIONSHIPS', 'GRIEF_LOSS_COPING'], lgbtq: true, orientation: false,
    certifications: 'Licensed Clinical Social Worker (LCSW), Nevada',
    aboutEs: 'Mi enfoque es humano y directo. He acompañado a muchas personas a reconstruirse después de una adicción o una pérdida. Aquí hay espacio para tu historia completa.',
    aboutEn: 'My approach is human and direct. I have helped many people rebuild after an addiction or a loss. Here there is room for your whole story.',
    language: 'es', portrait: look(11, M, { beard: true }),
  },
  {
    email: 'daniela.silva@aliento.example', firstName: 'Daniela', lastName: 'Silva', phone: '+1 617 555 0113', approved: true,
    country: 'Ecuador', experience: 3, specialties: ['ANXIETY', 'MOTIVATION_SELF_ESTEEM'], lgbtq: true, orientation: true,
    certifications: 'Licensed Mental Health Counselor (LMHC), Massachusetts',
    aboutEs: 'Soy hija de inmigrantes y conozco la presión de cumplir expectativas. Te acompaño a bajar el ruido, entender tu ansiedad y tratarte con la misma bondad que das a otros.',
    aboutEn: 'I am the daughter of immigrants and I know the pressure of meeting expectations. I help you quiet the noise, understand your anxiety and treat yourself with the kindness you give others.',
    language: 'es', portrait: look(12, F),
  },
  {
    email: 'ricardo.navarro@aliento.example', firstName: 'Ricardo', lastName: 'Navarro', phone: '+1 858 555 0114', approved: true,
    country: 'Cuba', experience: 18, specialties: ['STRESS', 'DEPRESSION', 'SLEEPING_DISORDERS'], lgbtq: false, orientation: true,
    certifications: 'Licensed Psychologist (PsyD), California',
    aboutEs: 'Acompaño a adultos que sienten que el trabajo y las responsabilidades los rebasan. Con calma y constancia construimos hábitos que devuelven el equilibrio.',
    aboutEn: 'I work with adults who feel overwhelmed by work and responsibilities. With calm and consistency we build habits that bring back balance.',
    language: 'es', portrait: look(13, M, { glasses: true }),
  },
  // applicants awaiting approval
  {
    email: 'paula.aguilar@aliento.example', firstName: 'Paula', lastName: 'Aguilar', phone: '+1 305 555 0115', approved: false,
    country: 'Uruguay', experience: 5, specialties: ['ANXIETY', 'RELATIONSHIPS'], lgbtq: true, orientation: false,
    certifications: 'Licensed Mental Health Counselor (LMHC), Florida',
    aboutEs: 'Psicóloga uruguaya con enfoque humanista. Me encantaría acompañarte.',
    aboutEn: 'Uruguayan psychologist with a humanistic approach. I would love to walk alongside you.',
    language: 'es', portrait: look(14, F),
  },
  {
    email: 'tomas.medina@aliento.example', firstName: 'Tomás', lastName: 'Medina', phone: '+1 915 555 0116', approved: false,
    country: 'Bolivia (Plurinational State of)', experience: 4, specialties: ['FAMILY_CONFLICTS'], lgbtq: false, orientation: true,
    certifications: 'Licensed Professional Counselor (LPC), Texas',
    aboutEs: 'Consejero familiar bilingüe en El Paso.',
    aboutEn: 'Bilingual family counselor in El Paso.',
    language: 'en', portrait: look(15, M),
  },
];

/** A seeded client. */
export type SeedClient = {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  language: 'es' | 'en';
  plan: PlanCode;
  currentCredit: number;
  initialCredit: number;
  gender: GenderPreference;
  country: string;
};

/** Demo clients with subscriptions. */
export const CLIENTS: SeedClient[] = [
  { email: 'cliente@aliento.example', firstName: 'Carmen', lastName: 'López', phone: '+1 305 555 0201', language: 'es', plan: 'PLAN_FREE', currentCredit: 1, initialCredit: 1, gender: 'GENDER_FEMALE', country: 'Mexico' },
  { email: 'jose.perez@aliento.example', firstName: 'José', lastName: 'Pérez', phone: '+1 305 555 0202', language: 'es', plan: 'PLAN_FOUR', currentCredit: 3, initialCredit: 4, gender: 'GENDER_NO_PREFERENCE', country: 'Colombia' },
  { email: 'ana.garcia@aliento.example', firstName: 'Ana', lastName: 'García', phone: '+1 213 555 0203', language: 'en', plan: 'PLAN_TEN', currentCredit: 10, initialCredit: 10, gender: 'GENDER_FEMALE', country: 'United States of America' },
  { email: 'luis.martinez@aliento.example', firstName: 'Luis', lastName: 'Martínez', phone: '+1 718 555 0204', language: 'es', plan: 'PLAN_COUPLES', currentCredit: 1, initialCredit: 1, gender: 'GENDER_MALE', country: 'Dominican Republic' },
  { email: 'elena.sanchez@aliento.example', firstName: 'Elena', lastName: 'Sánchez', phone: '+1 512 555 0205', language: 'es', plan: 'PLAN_ONE', currentCredit: 0, initialCredit: 1, gender: 'GENDER_NO_PREFERENCE', country: 'Peru' },
];

/** The demo admin. */
export const ADMIN = { email: 'admin@aliento.example', firstName: 'Admin', lastName: 'Aliento', phone: '+1 305 555 0100' };
