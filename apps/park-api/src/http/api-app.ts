/** The Fastify instance type the route modules receive: TypeBox-typed, with the app's dependencies. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { AppConfig } from '../config/app-config';
import type { Db } from '../db/database';

export type ApiApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

export interface RouteDeps {
  db: Db;
  config: AppConfig;
  /** The clock, injectable so tests can fix "today" for advance-purchase rules. */
  now: () => Date;
}
