/** Idempotent demo seed: admin, therapists (with generated portraits), applicants and clients with plans. */
import type { Config } from '../config';
import type { Db, Queryable } from '../db';
import { hashPassword } from '../lib/passwords';
import { contentTypeOf, imageName, openImageStore } from '../storage/images';
import { seedArticles } from './articles';
import { ADMIN, CLIENTS, DEMO_PASSWORD, THERAPISTS } from './data';
import { renderPortrait } from './portraits';
import { seedScheduling } from './scheduling';

async function insertUser(
  tx: Queryable,
  u: { email: string; firstName: string; lastName: string; phone: string; roles: string[]; language: string },
  passwordHash: string,
): Promise<string | null> {
  const r = await tx.query<{ id: string }>(
    `INSERT INTO users (email, password_hash, first_name, last_name, phone_number, roles, language, email_verified_at)
     VALUES ($1, $2, $3, $4, $5, $6::text[], $7, now())
     ON CONFLICT ((lower(email))) DO NOTHING RETURNING id`,
    [u.email, passwordHash, u.firstName, u.lastName, u.phone, u.roles, u.language],
  );
  return r.rows[0]?.id ?? null;
}

/** Loads the demo data; accounts that already exist are left untouched. Returns how many users were created. */
export async function seed(db: Db, config: Pick<Config, 'dataDir' | 's3'>): Promise<number> {
  const images = openImageStore(config, db);
  // one hash for all demo accounts keeps the seed fast; each real account gets its own salt
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const portraits = new Map<string, string>();
  for (const t of THERAPISTS) {
    // in the store every replica reads, like an uploaded photo
    const bytes = await renderPortrait(t.portrait);
    const { hash, name } = imageName(bytes, 'jpeg');
    await images.put(hash, contentTypeOf('jpeg'), bytes);
    portraits.set(t.email, name);
  }

  await seedArticles(db, config);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(7250318)');
    let created = 0;
    const adminId = await insertUser(tx, { ...ADMIN, roles: ['ROLE_ADMIN'], language: 'es' }, passwordHash);
    if (adminId) created++;
    for (const t of THERAPISTS) {
      const id = await insertUser(tx, { ...t, roles: ['ROLE_THERAPIST'] }, passwordHash);
      if (!id) continue;
      created++;
      await tx.query(
        `INSERT INTO therapists (user_id, approved, approved_at, gender, lgbtq, orientation, country_of_origin, specialties,
           certifications, experience, about_es, about_en, whatsapp, profile_image)
         VALUES ($1, $2, CASE WHEN $2 THEN now() END, $3, $4, $5, $6, $7::text[], $8, $9, $10, $11, $12, $13)`,
        [
          id,
          t.approved,
          t.portrait.gender,
          t.lgbtq,
          t.orientation,
          t.country,
          t.specialties,
          t.certifications,
          t.experience,
          t.aboutEs,
          t.aboutEn,
          t.phone,
          portraits.get(t.email),
        ],
      );
    }
    for (const c of CLIENTS) {
      const id = await insertUser(tx, { ...c, roles: ['ROLE_CLIENT'] }, passwordHash);
      if (!id) continue;
      created++;
      await tx.query(
        `INSERT INTO client_profiles (user_id, therapist_gender, therapist_country_of_origin, therapy_type, age, referral)
         VALUES ($1, $2, $3, 'THERAPY_FOR_SELF', 'AGE_35_55', 'REFERRAL_WORD_OF_MOUTH')`,
        [id, c.gender, c.country],
      );
      await tx.query(
        `INSERT INTO subscriptions (client_id, plan, current_credit, initial_credit, active, free_granted)
         VALUES ($1, $2, $3, $4, true, true)`,
        [id, c.plan, c.currentCredit, c.initialCredit],
      );
      // their free session was granted with the seed: the mailbox has had it
      await tx.query(`INSERT INTO free_session_grants (mailbox, user_id) VALUES (mailbox_of($1), $2) ON CONFLICT DO NOTHING`, [c.email, id]);
    }
    await seedScheduling(tx);
    return created;
  });
}
