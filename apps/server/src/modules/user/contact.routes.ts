import { contactEndpoints } from '@ascent/shared/users/endpoints';
import { bind } from '../../core/endpoints.ts';
import type { ContactSearch } from './contact.service.ts';

export function contactRoutes(search: ContactSearch) {
  return bind(contactEndpoints, {
    'POST /api/study/contact/search': ({ actor, body }) => search(actor, body),
  });
}
