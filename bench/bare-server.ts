// The yardstick: a bare Fastify endpoint answering the same envelope, no database.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ret: 0, msg: '', data: { ok: true } }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
const addr = app.server.address();
console.log(`listening ${typeof addr === 'object' && addr ? addr.port : ''}`);
