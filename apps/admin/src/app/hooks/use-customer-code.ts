import { usePlatformConfig } from '@ascent/client/app';
import { services } from '../services.ts';

/**
 * The company's customer code (platform config `customerCode`, admin Config → customer), ''
 * until known. Texts that a customer relabels pass it as i18next's `context`: a key
 * `x_dfzx` wins over `x` for the customer dfzx (new-staff training says 'Expert training').
 */
export function useCustomerCode(): string {
  return usePlatformConfig(services).data?.customerCode ?? '';
}

/** The `t()` options that pick a customer's own wording where one exists. */
export function useCustomerContext(): { context?: string } {
  const code = useCustomerCode();
  return code ? { context: code.toLowerCase() } : {};
}
