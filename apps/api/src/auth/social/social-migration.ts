/**
 * The `auth-social` migration: an account may have no email (a social login keys it by the
 * provider's subject), the provider identities of an account, and the login attempts (state,
 * nonce and PKCE verifier stay here, the frame holds only the attempt's secret). No statement
 * contains `;` (the runner splits on it).
 */
export const AUTH_SOCIAL_MIGRATION_SQL = `
ALTER TABLE auth_accounts ALTER COLUMN email DROP NOT NULL;
CREATE TABLE auth_social_accounts (
  provider text NOT NULL,
  subject text NOT NULL,
  user_id text NOT NULL REFERENCES auth_accounts (user_id) ON DELETE CASCADE,
  user_name text NOT NULL,
  signed_in_at bigint NOT NULL,
  PRIMARY KEY (provider, subject)
);
CREATE INDEX auth_social_accounts_user_idx ON auth_social_accounts (user_id);
CREATE TABLE auth_social_attempts (
  attempt_id text PRIMARY KEY,
  provider text NOT NULL,
  state text NOT NULL UNIQUE,
  nonce text NOT NULL,
  code_verifier text NOT NULL,
  secret_hash text NOT NULL,
  device_id text NOT NULL,
  return_url text NOT NULL,
  subject text,
  user_name text,
  failure text,
  completed_at bigint,
  consumed_at bigint,
  expires_at bigint NOT NULL,
  created_at bigint NOT NULL
);
CREATE INDEX auth_social_attempts_expiry_idx ON auth_social_attempts (expires_at)
`
