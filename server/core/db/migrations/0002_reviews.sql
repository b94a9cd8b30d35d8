ALTER TABLE `contact_submissions` ADD `review_requested_at` text;--> statement-breakpoint
ALTER TABLE `testimonials` ADD `email` text;--> statement-breakpoint
ALTER TABLE `testimonials` ADD `has_link` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `testimonials` ADD `fingerprint` text;--> statement-breakpoint
CREATE INDEX `testimonials_fingerprint_idx` ON `testimonials` (`fingerprint`);