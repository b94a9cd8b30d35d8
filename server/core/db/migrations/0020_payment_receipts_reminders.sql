CREATE TABLE `deposit_return_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_id` integer NOT NULL,
	`received_on` text NOT NULL,
	`due_by` text NOT NULL,
	`recorded_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `contact_submissions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`recorded_by`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `deposit_return_requests_lead_id_unique` ON `deposit_return_requests` (`lead_id`);--> statement-breakpoint
CREATE TABLE `payment_receipts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`payment_id` integer NOT NULL,
	`lead_id` integer NOT NULL,
	`balance_after_cents` integer NOT NULL,
	`issued_at` text NOT NULL,
	`mailed_at` text,
	`not_mailed_reason` text,
	FOREIGN KEY (`payment_id`) REFERENCES `ledger_payments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`lead_id`) REFERENCES `contact_submissions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payment_receipts_payment_id_unique` ON `payment_receipts` (`payment_id`);--> statement-breakpoint
CREATE INDEX `payment_receipts_lead_idx` ON `payment_receipts` (`lead_id`);--> statement-breakpoint
CREATE TABLE `payment_reminder_pauses` (
	`lead_id` integer PRIMARY KEY NOT NULL,
	`paused_at` text NOT NULL,
	`paused_by` integer,
	FOREIGN KEY (`lead_id`) REFERENCES `contact_submissions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`paused_by`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `payment_reminders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_id` integer NOT NULL,
	`stage` text NOT NULL,
	`due_on` text NOT NULL,
	`after_days` integer NOT NULL,
	`amount_cents` integer NOT NULL,
	`sent_at` text NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `contact_submissions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payment_reminders_once_idx` ON `payment_reminders` (`lead_id`,`stage`,`due_on`,`after_days`);--> statement-breakpoint
ALTER TABLE `ledger_charges` ADD `reference` text;--> statement-breakpoint
ALTER TABLE `ledger_charges` ADD `starts_on` text;--> statement-breakpoint
ALTER TABLE `ledger_refunds` ADD `notice_queued_at` text;--> statement-breakpoint
-- Contracts charged before: their number as the PDF prints it (the year the signed version was sent,
-- in Connecticut: around New Year it is always EST, five hours behind UTC; then the lead) and their
-- starting date, from the version signed (server/payments/contract-charges.ts writes both at signing).
UPDATE `ledger_charges` SET
  `reference` = (
    SELECT 'P-' || strftime('%Y', `pv`.`sent_at`, '-5 hours') || '-' || printf('%04d', `p`.`lead_id`)
    FROM `proposal_acceptances` `pa`
    JOIN `proposals` `p` ON `p`.`id` = `pa`.`proposal_id`
    JOIN `proposal_versions` `pv` ON `pv`.`id` = `pa`.`version_id`
    WHERE `p`.`lead_id` = `ledger_charges`.`lead_id`
  ),
  `starts_on` = (
    SELECT json_extract(`pv`.`document`, '$.startOn')
    FROM `proposal_acceptances` `pa`
    JOIN `proposals` `p` ON `p`.`id` = `pa`.`proposal_id`
    JOIN `proposal_versions` `pv` ON `pv`.`id` = `pa`.`version_id`
    WHERE `p`.`lead_id` = `ledger_charges`.`lead_id`
  )
WHERE `kind` = 'contract';
