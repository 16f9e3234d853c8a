import { Skeleton, Typography } from 'antd';
import type { TPlatformConfig } from '@ascent/shared/platform';

export interface LoginBrandProps {
  config: TPlatformConfig | undefined;
  loading: boolean;
  /** Shown when the platform has no company name (the product name). */
  fallbackName: string;
  /** The line under the name (the app's own wording). */
  subtitle: string;
}

const BRAND = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 8,
  marginBottom: 24,
  textAlign: 'center',
} as const;
const LOGO = { maxWidth: 200, maxHeight: 64, objectFit: 'contain' } as const;

/** The company's logo and name above a login form. */
export function LoginBrand({ config, loading, fallbackName, subtitle }: LoginBrandProps) {
  if (loading) return <Skeleton.Input active block style={{ marginBottom: 24 }} />;
  const name = config?.companyName || fallbackName;
  const logo = config?.logo1 || config?.logo2;
  return (
    <div className="login-brand" style={BRAND} data-testid="login-brand">
      {logo ? <img src={logo} alt={name} className="login-brand__logo" style={LOGO} /> : null}
      <Typography.Title level={3} style={{ margin: 0 }}>
        {name}
      </Typography.Title>
      <Typography.Text type="secondary">{subtitle}</Typography.Text>
    </div>
  );
}
