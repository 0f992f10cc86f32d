/** Therapist profile rows and their API shape (issue 4 adds the directory and updates here). */
import type { Language, Specialty, TherapistGender } from '@aliento/contracts/enums';
import type { TherapistProfile } from '@aliento/contracts/therapists';

/** Columns selected for a therapist profile joined with its user (`t` = therapists, `u` = users). */
export const THERAPIST_COLUMNS = `
  t.user_id, t.approved, t.gender, t.lgbtq, t.orientation, t.country_of_origin, t.specialties, t.certifications,
  t.experience, t.about_es, t.about_en, t.calendly, t.facebook, t.linkedin, t.instagram, t.twitter, t.whatsapp,
  t.profile_image, u.first_name, u.last_name`;

/** A therapist row as selected with {@link THERAPIST_COLUMNS}. */
export type TherapistRow = {
  user_id: string;
  approved: boolean;
  gender: string | null;
  lgbtq: boolean;
  orientation: boolean;
  country_of_origin: string;
  specialties: string[];
  certifications: string;
  experience: number;
  about_es: string;
  about_en: string;
  calendly: string;
  facebook: string;
  linkedin: string;
  instagram: string;
  twitter: string;
  whatsapp: string;
  profile_image: string | null;
  first_name: string;
  last_name: string;
};

/** Maps a row to the API shape; `about` is in `lang`, falling back to the other language. */
export function toTherapistProfile(row: TherapistRow, lang: Language): TherapistProfile {
  const about = lang === 'en' ? row.about_en || row.about_es : row.about_es || row.about_en;
  return {
    _id: row.user_id,
    user: row.user_id,
    firstName: row.first_name,
    lastName: row.last_name,
    therapistGender: (row.gender as TherapistGender | null) ?? null,
    therapistLGBTQ: row.lgbtq,
    therapistOrientation: row.orientation,
    therapistCountryOfOrigin: row.country_of_origin,
    specialties: row.specialties as Specialty[],
    certifications: row.certifications,
    experience: row.experience,
    about,
    aboutI18n: { es: row.about_es, en: row.about_en },
    calendly: row.calendly,
    facebook: row.facebook,
    linkedin: row.linkedin,
    instagram: row.instagram,
    twitter: row.twitter,
    whatsapp: row.whatsapp,
    profileImage: row.profile_image,
    approved: row.approved,
  };
}
