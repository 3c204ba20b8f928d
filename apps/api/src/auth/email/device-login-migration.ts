/**
 * The `auth-device-keys` migration: the public half of each approved device's login key (an
 * ECDSA P-256 key pair made in the wallet frame, its private half never leaving the frame's
 * origin), registered by the email login whose code that device typed, and the single-use
 * challenges such a device signs to connect without a new code. No statement contains `;` (the
 * runner splits on it).
 */
export const AUTH_DEVICE_KEYS_MIGRATION_SQL = `
CREATE TABLE auth_device_keys (
  user_id text NOT NULL REFERENCES auth_accounts (user_id) ON DELETE CASCADE,
  device_id text NOT NULL,
  public_key text NOT NULL,
  registered_at bigint NOT NULL,
  revoked_at bigint,
  PRIMARY KEY (user_id, device_id)
);
CREATE TABLE auth_device_challenges (
  challenge_id text PRIMARY KEY,
  email text NOT NULL,
  device_id text NOT NULL,
  expires_at bigint NOT NULL,
  consumed_at bigint,
  created_at bigint NOT NULL
);
CREATE INDEX auth_device_challenges_expiry_idx ON auth_device_challenges (expires_at)
`
