/** The SQL of the public forms' records (contact messages, provider applications); the mails are in services/contact.ts and intake.ts. */
import type { ContactRequest } from '@aliento/contracts/contact';
import type { Language } from '@aliento/contracts/enums';
import type { IntakeRequest } from '@aliento/contracts/intake';
import type { Queryable } from '../db';

/** Stores a contact message with the language of the page it was sent from. */
export async function insertContactMessage(q: Queryable, body: ContactRequest, lang: Language): Promise<void> {
  await q.query('INSERT INTO contact_messages (first_name, last_name, email, info, language) VALUES ($1, $2, $3, $4, $5)', [
    body.firstName,
    body.lastName,
    body.email,
    body.info,
    lang,
  ]);
}

/** Stores a provider application with the language of the page it was sent from. */
export async function insertIntakeApplication(q: Queryable, body: IntakeRequest, lang: Language): Promise<void> {
  await q.query(
    `INSERT INTO intake_applications (first_name, last_name, email, phone_number, whatsapp_number, nationality, gender,
       years_of_experience, area_of_specialty, certifications, consent, individuals, couples, groups_therapy, language)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
    [
      body.firstName,
      body.lastName,
      body.email,
      body.phoneNumber,
      body.whatsAppNumber,
      body.nationality,
      body.gender,
      body.yearsOfExperience,
      body.areaOfSpecialty,
      body.certifications,
      body.consent,
      body.individuals,
      body.couples,
      body.groups,
      lang,
    ],
  );
}
