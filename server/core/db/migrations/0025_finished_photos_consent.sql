ALTER TABLE `job_completions` ADD `photos_consent_at` text;--> statement-breakpoint
ALTER TABLE `gallery_photos` ADD `origin` text DEFAULT 'upload' NOT NULL;--> statement-breakpoint
-- A job's finished photos uploaded before this column are the job's too.
UPDATE `gallery_photos` SET `origin` = 'job' WHERE `id` IN (SELECT `photo_id` FROM `completion_photos`);
