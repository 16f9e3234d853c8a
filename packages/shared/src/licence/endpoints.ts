import { endpoint, endpoints } from '../api/index.ts';
import { ZLicence, ZNow } from './index.ts';

/** The licence and the server's clock (spec s.7). */
export const licenceEndpoints = endpoints(
  endpoint({
    method: 'GET',
    path: '/api/study/licence',
    auth: 'public',
    summary: "The platform's licence: valid or why not, seats, active accounts, last day",
    output: ZLicence,
  }),
  endpoint({
    method: 'GET',
    path: '/api/study/now',
    auth: 'public',
    summary: "The server's clock in milliseconds since the epoch",
    output: ZNow,
  }),
);
