/** The shape every resource route plugin has: Fastify + zod type provider, with the service context. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../services/context';

/** A resource's routes; registered from `routes/index.ts`. */
export type RoutePlugin = FastifyPluginAsyncZod<{ ctx: ServiceContext }>;
