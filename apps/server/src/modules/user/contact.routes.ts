import type { FastifyPluginAsync } from 'fastify';
import { ZContactSearch } from '@ascent/shared/users';
import { ok } from '../../core/envelope.ts';
import { requireActor } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import type { ContactSearch } from './contact.service.ts';

export function contactRoutes(search: ContactSearch): FastifyPluginAsync {
  return async (app) => {
    app.post('/api/study/contact/search', async (req) => {
      const q = parseInput(ZContactSearch, req.body);
      return ok(await search(requireActor(req.actor), q));
    });
  };
}
