/**
 * The `auth` migration: email-login accounts, their approved devices, one-time codes and
 * device-approval links (hashed), the per-address mail cooldown, frame sessions (token hashes,
 * rotated refresh tokens and the spent ones kept to spot reuse), and sealed key shares.
 * No statement contains `;` (the runner splits on it).
 */
export const AUTH_MIGRATION_SQL = `
CREATE TABLE auth_accounts (
  user_id text PRIMARY KEY,
  email text NOT NULL UNIQUE,
  created_at bigint NOT NULL
);
CREATE TABLE auth_devices (
  user_id text NOT NULL REFERENCES auth_accounts (user_id) ON DELETE CASCADE,
  device_id text NOT NULL,
  approved_at bigint NOT NULL,
  PRIMARY KEY (user_id, device_id)
);
CREATE TABLE auth_mail_cooldown (
  email text PRIMARY KEY,
  sent_at bigint NOT NULL
);
CREATE TABLE auth_codes (
  code_id text PRIMARY KEY,
  purpose text NOT NULL,
  email text NOT NULL,
  user_id text,
  device_id text,
  new_email text,
  client_ip text,
  code_hash text,
  attempts integer NOT NULL DEFAULT 0,
  expires_at bigint NOT NULL,
  device_token_hash text UNIQUE,
  device_approved_at bigint,
  consumed_at bigint,
  created_at bigint NOT NULL
);
CREATE INDEX auth_codes_email_idx ON auth_codes (email, purpose);
CREATE INDEX auth_codes_user_idx ON auth_codes (user_id, purpose);
CREATE INDEX auth_codes_expiry_idx ON auth_codes (expires_at);
CREATE TABLE auth_sessions (
  session_id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES auth_accounts (user_id) ON DELETE CASCADE,
  device_id text NOT NULL,
  login_at bigint NOT NULL,
  access_hash text NOT NULL UNIQUE,
  access_issued_at bigint NOT NULL,
  access_expires_at bigint NOT NULL,
  refresh_hash text NOT NULL UNIQUE,
  refresh_expires_at bigint NOT NULL,
  revoked_at bigint
);
CREATE INDEX auth_sessions_user_idx ON auth_sessions (user_id);
CREATE TABLE auth_spent_refresh (
  refresh_hash text PRIMARY KEY,
  session_id text NOT NULL,
  expires_at bigint NOT NULL
);
CREATE TABLE auth_key_shares (
  user_id text NOT NULL REFERENCES auth_accounts (user_id) ON DELETE CASCADE,
  namespace text NOT NULL,
  kind text NOT NULL,
  address text NOT NULL,
  key_id text NOT NULL,
  iv text NOT NULL,
  ciphertext text NOT NULL,
  created_at bigint NOT NULL,
  PRIMARY KEY (user_id, namespace, kind)
)
`

/**
 * The `auth-farcaster` migration: an account may have no email (Sign In With Farcaster keys it
 * by fid), the fid's account with the username and custody last seen, and the pending sign-ins
 * (the relay channel token stays here, never in the frame).
 */
export const AUTH_FARCASTER_MIGRATION_SQL = `
ALTER TABLE auth_accounts ALTER COLUMN email DROP NOT NULL;
CREATE TABLE auth_farcaster_accounts (
  fid bigint PRIMARY KEY,
  user_id text NOT NULL UNIQUE REFERENCES auth_accounts (user_id) ON DELETE CASCADE,
  username text NOT NULL,
  custody text NOT NULL,
  signed_in_at bigint NOT NULL
);
CREATE TABLE auth_farcaster_logins (
  login_id text PRIMARY KEY,
  channel_token text NOT NULL,
  nonce text NOT NULL,
  domain text NOT NULL,
  device_id text NOT NULL,
  expires_at bigint NOT NULL,
  consumed_at bigint,
  created_at bigint NOT NULL
);
CREATE INDEX auth_farcaster_logins_expiry_idx ON auth_farcaster_logins (expires_at)
`

/**
 * The `auth-login-method` migration: a session records how its login was made (the escrowed
 * recovery share goes only to email logins, a first wallet not to Farcaster ones), and a social
 * attempt the hash of the one-time result code its callback put in the return URL. Sessions of
 * social logins made before results were bound to the completing browser are revoked: nothing
 * tells whose browser completed them.
 */
export const AUTH_LOGIN_METHOD_MIGRATION_SQL = `
ALTER TABLE auth_social_attempts ADD COLUMN result_hash text;
ALTER TABLE auth_sessions ADD COLUMN login_method text;
UPDATE auth_sessions SET login_method = 'email'
  WHERE user_id IN (SELECT user_id FROM auth_accounts WHERE email IS NOT NULL);
UPDATE auth_sessions SET login_method = 'farcaster'
  WHERE login_method IS NULL AND user_id IN (SELECT user_id FROM auth_farcaster_accounts);
UPDATE auth_sessions SET login_method = 'social',
    revoked_at = COALESCE(revoked_at, (extract(epoch FROM now()) * 1000)::bigint)
  WHERE login_method IS NULL;
ALTER TABLE auth_sessions ALTER COLUMN login_method SET NOT NULL;
ALTER TABLE auth_sessions ADD CONSTRAINT auth_sessions_login_method_check
  CHECK (login_method IN ('email', 'social', 'farcaster'))
`
