/** The /admin password the E2E server starts with (playwright.config.ts passes it as ADMIN_PASSWORD). */
export const e2eAdminPassword = 'e2e-staff-password-2026';

/** The first owner's sign-in e-mail on the E2E server (ADMIN_EMAIL in playwright.config.ts). */
export const e2eAdminEmail = 'owner.e2e@example.com';
