/** Subscriptions (a client's plan and credits): `GET /api/subscriptions/client/{clientId}`. */
import { z } from 'zod';
import { dateTimeText, idSchema } from './common';
import { planCodeSchema } from './enums';

/** A client's subscription. A plan is shown when `currentCredit > 0`. */
export const subscriptionSchema = z.object({
  _id: idSchema,
  client: idSchema,
  plan: planCodeSchema,
  currentCredit: z.number().int(),
  initialCredit: z.number().int(),
  active: z.boolean(),
  updatedAt: dateTimeText(),
});
/** A client's subscription. */
export type Subscription = z.infer<typeof subscriptionSchema>;

/** `GET /api/subscriptions/client/{clientId}` answer: the subscription, or null when the client has none. */
export const subscriptionResponseSchema = subscriptionSchema.nullable();
/** `GET /api/subscriptions/client/{clientId}` answer. */
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;

/** Path params `{clientId}`. */
export const subscriptionParamsSchema = z.object({ clientId: idSchema });
