// The yardstick: a bare Fastify endpoint answering the same envelope, no database.
import fs from 'node:fs';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ret: 0, msg: '', data: { ok: true } }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
const addr = app.server.address();
const port = typeof addr === 'object' && addr ? addr.port : 0;
// PORT=0 takes any free port: the launcher reads which from PORT_FILE (bench/lib.ts).
if (process.env.PORT_FILE) fs.writeFileSync(process.env.PORT_FILE, String(port));
console.log(`listening ${port}`);
