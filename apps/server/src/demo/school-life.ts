import type { DbOrTx } from '../db/client';
import { seedBanTru } from './ban-tru';
import { seedDiscipline, seedStaffReports } from './bao-cao-vi-pham';
import { seedBugReports } from './bao-loi';
import { seedPunches } from './cham-cong';
import { seedWellbeing } from './danh-gia-tam-ly';
import { seedIdentityDocuments } from './giay-to-tuy-than';
import { seedCounselling } from './ho-so-tam-ly';
import { seedSurveys } from './khao-sat-giao-vien';
import { seedAwards } from './khen-thuong';
import { seedClassDiscipline } from './nen-nep';
import type { DemoSize } from './school-data';
import { seedParentNotices } from './thong-bao-gui-phu-huynh';
import { seedAdmissions } from './tuyen-sinh';

/**
 * The school's everyday life on top of its people, classes, timetable and grades: meals, bug reports, awards,
 * punches and identity documents, notices to parents, discipline, wellbeing and counselling, surveys of teaching,
 * admissions. Runs inside the demo school's transaction.
 */
export async function seedSchoolLife(tx: DbOrTx, uploadDir: string, size: DemoSize, asOf: string): Promise<void> {
  await seedSurveys(tx);
  await seedBanTru(tx, asOf);
  await seedParentNotices(tx, asOf);
  await seedBugReports(tx, asOf);
  await seedAwards(tx, uploadDir);
  // The small test school has no machine log (the time-clock tests import their own and count every punch) and no
  // identity documents (the tests' own expiry digests would alert them).
  if (size !== 'small') {
    await seedPunches(tx, asOf);
    await seedIdentityDocuments(tx, asOf);
  }
  await seedDiscipline(tx, asOf);
  await seedStaffReports(tx, asOf);
  await seedClassDiscipline(tx, asOf);
  await seedWellbeing(tx, asOf);
  await seedCounselling(tx, asOf);
  await seedAdmissions(tx, uploadDir, asOf);
}
