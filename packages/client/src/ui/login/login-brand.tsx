import type { TPlatformConfig } from '@ascent/shared/platform';

export interface LoginBrandProps {
  config: TPlatformConfig | undefined;
  loading: boolean;
  /** Shown when the platform has no company name (the product name). */
  fallbackName: string;
  /** The line under the name (the app's own wording). */
  subtitle: string;
}

/**
 * The company's logo and name above a login form; while the platform config loads, a block of
 * the same height (nothing shifts when it arrives).
 */
export function LoginBrand({ config, loading, fallbackName, subtitle }: LoginBrandProps) {
  if (loading) return <div className="login-brand login-brand--loading" aria-hidden="true" />;
  const name = config?.companyName || fallbackName;
  const logo = config?.logo1 || config?.logo2;
  return (
    <div className="login-brand" data-testid="login-brand">
      {logo ? <img src={logo} alt={name} className="login-brand__logo" /> : null}
      <h1 className="login-brand__name">{name}</h1>
      <p className="login-brand__subtitle">{subtitle}</p>
    </div>
  );
}
