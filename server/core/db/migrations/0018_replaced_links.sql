ALTER TABLE `verifications` ADD `replaced` integer DEFAULT false NOT NULL;--> statement-breakpoint
-- Links e-mailed before a proposal's newest one are replaced by it (the page then says so).
UPDATE `verifications` SET `revoked_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), `replaced` = 1
WHERE `purpose` = 'proposal' AND `used_at` IS NULL AND `revoked_at` IS NULL
  AND `id` < (SELECT MAX(`v`.`id`) FROM `verifications` `v` WHERE `v`.`purpose` = 'proposal' AND `v`.`ref_id` = `verifications`.`ref_id`);
--> statement-breakpoint
-- An unsigned proposal's link ends with its valid-until day (05:00 UTC is midnight EST; an hour late in summer).
UPDATE `verifications` SET `expires_at` = (
  SELECT strftime('%Y-%m-%dT05:00:00.000Z', MAX(`pv`.`valid_until`), '+1 day') FROM `proposal_versions` `pv` WHERE `pv`.`proposal_id` = `verifications`.`ref_id`
)
WHERE `purpose` = 'proposal' AND `revoked_at` IS NULL
  AND `ref_id` NOT IN (SELECT `proposal_id` FROM `proposal_acceptances`);
--> statement-breakpoint
-- A signed contract's link lives while the job is open; a cancelled one's 90 days after the cancellation.
UPDATE `verifications` SET `expires_at` = (
  SELECT CASE WHEN `pa`.`cancelled_at` IS NULL THEN NULL
    ELSE strftime('%Y-%m-%dT%H:%M:%fZ', `pa`.`cancelled_at`, '+90 days') END
  FROM `proposal_acceptances` `pa` WHERE `pa`.`proposal_id` = `verifications`.`ref_id`
)
WHERE `purpose` = 'proposal' AND `revoked_at` IS NULL
  AND `ref_id` IN (SELECT `proposal_id` FROM `proposal_acceptances`);
