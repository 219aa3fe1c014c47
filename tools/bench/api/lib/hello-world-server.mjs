/**
 * The anchor: a bare Fastify 5 hello-world on the same machine, started the same way as park-api. Its
 * figures show how much of a park-api number is the machine and Node/Fastify, and how much is park-api.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
app.get('/health', async () => ({ status: 'ok' }));

process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
