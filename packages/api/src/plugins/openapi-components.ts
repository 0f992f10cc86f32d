/**
 * The OpenAPI components: every structured schema the contracts export is named after its export
 * (`appointmentSchema` → `Appointment`), so the document refers to it instead of repeating it in each route.
 * A contracts module added later is one line in {@link CONTRACT_MODULES}; until then its schemas are inlined.
 */
import * as admin from '@aliento/contracts/admin';
import * as adminPayments from '@aliento/contracts/admin-payments';
import * as appointments from '@aliento/contracts/appointments';
import * as articles from '@aliento/contracts/articles';
import * as audit from '@aliento/contracts/audit';
import * as auth from '@aliento/contracts/auth';
import * as calendly from '@aliento/contracts/calendly';
import * as clients from '@aliento/contracts/clients';
import * as common from '@aliento/contracts/common';
import * as config from '@aliento/contracts/config';
import * as contact from '@aliento/contracts/contact';
import * as errors from '@aliento/contracts/errors';
import * as favorites from '@aliento/contracts/favorites';
import * as intake from '@aliento/contracts/intake';
import * as mailDelivery from '@aliento/contracts/mail-delivery';
import * as payments from '@aliento/contracts/payments';
import * as profileImage from '@aliento/contracts/profile-image';
import * as scheduling from '@aliento/contracts/scheduling';
import * as subscriptions from '@aliento/contracts/subscriptions';
import * as therapists from '@aliento/contracts/therapists';
import * as users from '@aliento/contracts/users';
import * as video from '@aliento/contracts/video';
import { z } from 'zod';

/** The contracts modules whose schemas become components (errors first: `ErrorResponse` is the one most reused). */
const CONTRACT_MODULES: Record<string, Record<string, unknown>> = {
  errors,
  common,
  admin,
  adminPayments,
  appointments,
  articles,
  audit,
  auth,
  calendly,
  clients,
  config,
  contact,
  favorites,
  intake,
  mailDelivery,
  payments,
  profileImage,
  scheduling,
  subscriptions,
  therapists,
  users,
  video,
};

/** Schema kinds worth a name; strings, numbers and enums stay inline where they are used. */
const STRUCTURED = new Set(['object', 'array', 'union', 'record', 'intersection', 'tuple', 'pipe']);

type Registry = z.core.$ZodRegistry<z.core.GlobalMeta>;

const componentName = (exportName: string) => exportName.charAt(0).toUpperCase() + exportName.slice(1).replace(/Schema$/, '');

/**
 * Gives every exported structured contract schema its component id in `registry` (zod's global registry, which the
 * type provider reads), except `excluded` ones (route parameters, which must stay inline). Idempotent.
 */
export function registerContractComponents(registry: Registry, excluded: ReadonlySet<unknown>): void {
  // one schema may be exported under several names (`appointmentActionResponseSchema = appointmentSchema`): the
  // shortest names it
  const names = new Map<z.ZodType, string>();
  for (const [moduleName, exports] of Object.entries(CONTRACT_MODULES)) {
    for (const [exportName, value] of Object.entries(exports)) {
      if (!exportName.endsWith('Schema') || !(value instanceof z.ZodType) || excluded.has(value) || !STRUCTURED.has(value.def.type)) continue;
      let id = componentName(exportName);
      // two modules exporting the same name: the later one is prefixed with its module
      if ([...names].some(([other, name]) => name === id && other !== value)) id = componentName(moduleName) + id;
      const known = names.get(value);
      if (known === undefined || id.length < known.length) names.set(value, id);
    }
  }
  for (const [schema, id] of names) {
    if (registry.get(schema)?.id || registry._idmap.has(id)) continue;
    registry.add(schema, { ...registry.get(schema), id });
  }
}
