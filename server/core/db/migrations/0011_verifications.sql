CREATE TABLE `verifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`purpose` text NOT NULL,
	`token_hash` text NOT NULL,
	`staff_id` integer,
	`lead_id` integer,
	`ref_id` integer,
	`expires_at` text,
	`used_at` text,
	`revoked_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`staff_id`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`lead_id`) REFERENCES `contact_submissions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `verifications_token_hash_unique` ON `verifications` (`token_hash`);--> statement-breakpoint
CREATE INDEX `verifications_staff_idx` ON `verifications` (`staff_id`);--> statement-breakpoint
CREATE INDEX `verifications_lead_idx` ON `verifications` (`lead_id`);--> statement-breakpoint
CREATE INDEX `verifications_ref_idx` ON `verifications` (`purpose`,`ref_id`);--> statement-breakpoint
-- Links already sent keep working: each stored SHA-256 moves here as it is, and the two kinds of
-- calendar tokens stored in plain text are hashed on the way (verification_token_hash() is the
-- module's SHA-256, registered on the connection by openDatabase before it migrates).
INSERT INTO `verifications` (`purpose`, `token_hash`, `ref_id`, `expires_at`, `used_at`, `revoked_at`, `created_at`) SELECT 'invitation', `token_hash`, `id`, `expires_at`, `used_at`, `revoked_at`, `created_at` FROM `staff_invitations` WHERE `token_hash` NOT LIKE 'pending-%';--> statement-breakpoint
INSERT INTO `verifications` (`purpose`, `token_hash`, `staff_id`, `expires_at`, `used_at`, `created_at`) SELECT 'password-reset', `token_hash`, `staff_id`, `expires_at`, `used_at`, `created_at` FROM `staff_password_resets`;--> statement-breakpoint
INSERT INTO `verifications` (`purpose`, `token_hash`, `lead_id`, `created_at`) SELECT 'booking', `token_hash`, `lead_id`, `created_at` FROM `booking_links`;--> statement-breakpoint
INSERT INTO `verifications` (`purpose`, `token_hash`, `staff_id`) SELECT 'calendar-own', verification_token_hash(`feed_token`), `id` FROM `staff` WHERE `feed_token` IS NOT NULL;--> statement-breakpoint
-- The one company feed token becomes the first owner's own copy of "Everyone's calendar", so the
-- calendars subscribed with it keep working until that owner makes a new link.
INSERT INTO `verifications` (`purpose`, `token_hash`, `staff_id`) SELECT 'calendar-everyone', verification_token_hash(`value`), (SELECT `id` FROM `staff` WHERE `role` = 'owner' ORDER BY `id` LIMIT 1) FROM `app_settings` WHERE `key` = 'calendar_feed_token' AND EXISTS (SELECT 1 FROM `staff` WHERE `role` = 'owner');--> statement-breakpoint
DELETE FROM `app_settings` WHERE `key` = 'calendar_feed_token';--> statement-breakpoint
DROP TABLE `booking_links`;--> statement-breakpoint
DROP TABLE `staff_password_resets`;--> statement-breakpoint
DROP INDEX `staff_feed_token_unique`;--> statement-breakpoint
ALTER TABLE `staff` DROP COLUMN `feed_token`;--> statement-breakpoint
DROP INDEX `staff_invitations_token_hash_unique`;--> statement-breakpoint
ALTER TABLE `staff_invitations` DROP COLUMN `token_hash`;--> statement-breakpoint
ALTER TABLE `staff_invitations` DROP COLUMN `expires_at`;