/** The /admin password the E2E server starts with (playwright.config.ts passes it as ADMIN_PASSWORD). */
export const e2eAdminPassword = 'e2e-staff-password-2026';
