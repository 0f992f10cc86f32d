/**
 * Benchmark data (never loaded by the product): tops the directory up to N approved therapists, cloning the
 * demo profiles under new names and e-mails, so `pnpm bench` can measure the list with 50 and 500 therapists.
 */
import type { Db } from '../db';
import { hashPassword } from '../lib/passwords';
import { THERAPISTS } from './data';

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');

/** Inserts approved therapists until the directory holds `target`; returns the count afterwards. */
export async function topUpTherapists(db: Db, target: number): Promise<number> {
  const count = async () => Number((await db.query<{ n: string }>(`SELECT count(*)::text AS n FROM therapists WHERE approved`)).rows[0].n);
  let have = await count();
  if (have >= target) return have;
  const passwordHash = await hashPassword(`bench-${Date.now()}`);
  const approved = THERAPISTS.filter((t) => t.approved);
  await db.transaction(async (tx) => {
    for (let i = have; i < target; i++) {
      const t = approved[i % approved.length];
      const r = await tx.query<{ id: string }>(
        `INSERT INTO users (email, password_hash, first_name, last_name, phone_number, roles, language)
         VALUES ($1, $2, $3, $4, $5, ARRAY['ROLE_THERAPIST']::text[], $6) RETURNING id`,
        [`bench-${i}-${slug(t.lastName)}@bench.aliento.example`, passwordHash, t.firstName, `${t.lastName} ${i}`, t.phone, t.language],
      );
      await tx.query(
        `INSERT INTO therapists (user_id, approved, approved_at, gender, lgbtq, orientation, country_of_origin, specialties,
           certifications, experience, about_es, about_en, whatsapp, profile_image)
         SELECT $1, true, now(), gender, lgbtq, orientation, country_of_origin, specialties, certifications, experience,
                about_es, about_en, whatsapp, profile_image
           FROM therapists t JOIN users u ON u.id = t.user_id WHERE lower(u.email) = lower($2)`,
        [r.rows[0].id, t.email],
      );
    }
  });
  have = await count();
  return have;
}
