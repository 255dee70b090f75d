// Sign-in: the OIDC relying party, the bundled provider's accounts and pages, sessions and account security.
export * from './account-security';
export { authRoutes } from './auth.routes';
export { subjectOf } from './auth.service';
export { hashPassword } from './password';
export { SESSION_COOKIE, type SessionEnd } from './session-store';
