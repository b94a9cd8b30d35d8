import { count, desc, eq } from 'drizzle-orm';
import { activityPageSize, type ActivityPage, type ActivityQuery } from '../../shared/activity';
import { activityLog } from '../core/activity/schema';
import { staff } from '../core/auth/schema';
import type { Db } from '../core/db/types';

/** One page of the activity record, newest first, with each person's name. */
export function activityPage(db: Db, { person, page }: ActivityQuery): ActivityPage {
  const where = person === undefined ? undefined : eq(activityLog.actorId, person);
  const rows = db
    .select({
      id: activityLog.id,
      at: activityLog.at,
      actor: staff.name,
      actorId: activityLog.actorId,
      action: activityLog.action,
      detail: activityLog.detail,
      subjectType: activityLog.subjectType,
      subjectId: activityLog.subjectId,
      ip: activityLog.ip,
    })
    .from(activityLog)
    .leftJoin(staff, eq(staff.id, activityLog.actorId))
    .where(where)
    .orderBy(desc(activityLog.at), desc(activityLog.id))
    .limit(activityPageSize)
    .offset((page - 1) * activityPageSize)
    .all();
  const total = db.select({ n: count() }).from(activityLog).where(where).get()?.n ?? 0;
  return {
    entries: rows,
    page,
    pageSize: activityPageSize,
    total,
  };
}
