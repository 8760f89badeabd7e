-- Back-channel logout tokens already acted on (OpenID Connect Back-Channel Logout 1.0 §2.6:
-- refuse replays; issue 34 item 5). A token's jti is kept until the token could no longer be
-- accepted anyway (its exp, or iat + the accepted age), then pruned. In D1, not an isolate's
-- memory or KV: a replay sent to another isolate or colo is refused too.
CREATE TABLE IF NOT EXISTS logout_token_jtis (
  issuer TEXT NOT NULL,
  jti TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  PRIMARY KEY (issuer, jti)
);
CREATE INDEX IF NOT EXISTS logout_token_jtis_expiry ON logout_token_jtis (expires_at);
